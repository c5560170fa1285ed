import { z } from 'zod';

/** Decision 034: a town search answers this many towns at most. */
export const TOWN_SEARCH_MAX_RESULTS = 20;

/**
 * Decision 034: `GET /towns?q=…&country=…`, the towns (course cities) whose name starts with
 * the typed text (accent- and case-insensitive, 'St' = 'Saint'): for the city pickers of
 * registration and the player finder. `country` is an ISO 3166-1 alpha-2 code.
 */
export const townsQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .optional(),
  limit: z.coerce.number().int().min(1).max(TOWN_SEARCH_MAX_RESULTS).default(10),
});
export type TownsQuery = z.infer<typeof townsQuerySchema>;

/** Decision 034: a town of the course table, with its region and how many courses it has. */
export const townSchema = z.object({
  name: z.string(),
  state: z.string().nullable(),
  countryCode: z.string(),
  courseCount: z.number().int(),
});
export type Town = z.infer<typeof townSchema>;

/** D-16: a course of the club on the course page (its club's other courses). */
export const clubCourseSchema = z.object({
  id: z.number().int(),
  /** The display name ('Royal Troon Golf Club – Portland Course'). */
  name: z.string(),
  /** The course's part within its club ('Portland Course'), or null for the club's own row. */
  courseLabel: z.string().nullable(),
  slug: z.string(),
  countrySlug: z.string(),
  rank: z.number().int().nullable(),
});
export type ClubCourse = z.infer<typeof clubCourseSchema>;

/** D-16: the club of a course and its other courses (best ranked first), or null. */
export const courseClubSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  otherCourses: z.array(clubCourseSchema),
});
export type CourseClub = z.infer<typeof courseClubSchema>;
