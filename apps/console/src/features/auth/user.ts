import { createContext, use } from 'react';
import type { User } from '../../shared/api/types';

/**
 * The signed-in user, provided by RequireAuth once GET /api/auth/me has answered, so pages
 * under it never handle an undefined user. The data itself stays in the query cache.
 */
export const UserContext = createContext<User | null>(null);

export function useUser(): User {
  const user = use(UserContext);
  if (!user) throw new Error('useUser() outside RequireAuth');
  return user;
}
