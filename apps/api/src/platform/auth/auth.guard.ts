import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '@parkflow/domain';
import { type AuthenticatedRequest, PUBLIC_ROUTE, tokenFromHeaders } from './auth.decorators.js';
import { Sessions } from './sessions.js';

/** Every route needs a valid X-Access-Token unless marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: Sessions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = tokenFromHeaders(req.headers);
    const actor = token ? await this.sessions.resolve(token, Date.now()) : null;
    if (!actor || !token) throw new DomainError('AUTH.TOKEN_INVALID');
    req.actor = actor;
    req.token = token;
    return true;
  }
}
