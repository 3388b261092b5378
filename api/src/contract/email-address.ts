import { z } from 'zod';

/** An email address as Strata stores it: trimmed, lower case, at most 320 characters. */
export const emailAddressSchema = z.string().trim().toLowerCase().max(320).email();
