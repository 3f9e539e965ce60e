/**
 * Identity rules, used by the sign-up / login / reset / profile forms and by the
 * server (cognito-local enforces none of them, and Cognito's own policy words differ).
 */
import * as z from 'zod';
import { identityMessages as m } from '../messages';

/** At least 3 characters, starts with a letter, no whitespace anywhere. */
export const USERNAME_RE = /^[A-Za-z]\S{2,}$/;
/** A standard address: something@domain.tld, no spaces. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** At least 8 characters with a lower case letter, an upper case letter and a digit. */
export const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

export const isValidUsername = (v: string): boolean => USERNAME_RE.test(v);
export const isValidEmail = (v: string): boolean => EMAIL_RE.test(v);
export const isValidPassword = (v: string): boolean => PASSWORD_RE.test(v);

export const usernameSchema = z.string().max(128).regex(USERNAME_RE, m.username);
export const emailSchema = z.string().max(254).regex(EMAIL_RE, m.email);
export const passwordSchema = z.string().max(256).regex(PASSWORD_RE, m.password);
export const verificationCodeSchema = z.string().trim().min(1, m.codeRequired).max(64);

export const loginSchema = z.object({
  username: z.string().trim().min(1, m.username).max(128),
  password: z.string().min(1, m.password).max(256),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signUpSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().max(256),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: m.passwordMismatch });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const confirmCodeSchema = z.object({ code: verificationCodeSchema });

export const resetRequestSchema = z.object({ username: z.string().trim().min(1, m.username).max(128) });

export const resetConfirmSchema = z
  .object({ code: verificationCodeSchema, password: passwordSchema, confirmPassword: z.string().max(256) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: m.passwordMismatch });
