/** Answers of the account routes (§7 `/api/authorization/*`). */
import { z } from 'zod';
import { candidateSchema } from '../accounts.ts';
import { okAnswer } from '../wire.ts';

/** Sign-up, sign-in, password change and reset: a (fresh) token and the message code. */
export const tokenAnswer = okAnswer({ token: z.string(), message: z.string() });
export type TokenAnswer = z.infer<typeof tokenAnswer>;
/** Success with, at most, a message code. */
export const messageAnswer = okAnswer({ message: z.string().optional() });
export type MessageAnswer = z.infer<typeof messageAnswer>;
export const candidateAnswer = okAnswer({ candidate: candidateSchema });
export type CandidateAnswer = z.infer<typeof candidateAnswer>;
