import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema } from '../api/login-schemas';

/** The login form's resolver: loaded after the first paint with zod (decision 0051). */
export const loginFormResolver = zodResolver(loginFormSchema);
