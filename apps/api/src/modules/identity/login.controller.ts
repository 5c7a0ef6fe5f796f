import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { type Actor, DomainError } from '@parkflow/domain';
import { CurrentActor, CurrentToken, Public } from '../../platform/auth/auth.decorators.js';
import { AuthService } from './auth.service.js';
import type { UserView } from '../../platform/auth/user.model.js';

@Controller('auth')
export class LoginController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  login(@Body() body: unknown, @Req() req: { ip?: string }): Promise<{ token: string; user: UserView }> {
    const { username, password } = parseLoginBody(body);
    return this.auth.login(username, password, req.ip ?? 'unknown', new Date());
  }

  @Get('me')
  me(@CurrentActor() actor: Actor): Promise<UserView> {
    return this.auth.me(actor.userId, new Date());
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentToken() token: string): Promise<null> {
    await this.auth.logout(token);
    return null;
  }
}

function parseLoginBody(body: unknown): { username: string; password: string } {
  const b = (body ?? {}) as Record<string, unknown>;
  const username = typeof b.username === 'string' ? b.username.trim() : '';
  const password = typeof b.password === 'string' ? b.password : '';
  if (!username || !password) throw new DomainError('AUTH.BAD_CREDENTIALS');
  return { username, password };
}
