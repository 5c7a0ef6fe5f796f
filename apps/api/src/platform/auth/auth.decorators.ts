import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Actor } from '@parkflow/domain';

export const PUBLIC_ROUTE = 'parkflow:public';
/** Routes anyone may call without a token (login, health, docs). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

export interface AuthenticatedRequest {
  actor?: Actor;
  token?: string;
  headers: Record<string, string | string[] | undefined>;
}

export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor => {
  const actor = ctx.switchToHttp().getRequest<AuthenticatedRequest>().actor;
  if (!actor) throw new Error('CurrentActor used on a public route');
  return actor;
});

export const CurrentToken = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string => ctx.switchToHttp().getRequest<AuthenticatedRequest>().token ?? '',
);

export const tokenFromHeaders = (headers: AuthenticatedRequest['headers']): string | null => {
  const raw = headers['x-access-token'];
  const token = Array.isArray(raw) ? raw[0] : raw;
  return token && token.length > 0 ? token : null;
};
