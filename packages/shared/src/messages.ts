/**
 * The spec's exact English texts of the form and rule messages (ERR-044), without zod: the
 * schemas of members, posts, the player finder and the contact forms use them, and so does the
 * error catalogue (`error-catalogue.ts`), which every page of the SPA reads. Kept apart from
 * the schemas so that a page which only shows these texts does not load zod (decision 061).
 */

/** Member requests (AUTH-*, PROF-*), shared by the server routes and the SPA forms. */
export const MSG = {
  required: 'Field is required',
  invalidEmail: 'Invalid email',
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  emailExists: 'E-mail already exists',
  passwordMin: 'Field must be more than 6 characters',
  confirmRequired: 'Confirm password required',
  confirmMismatch: 'Confirm password do not match',
  nameMax: 'Field must be less than 15 characters',
  urlInvalid: 'URL is not valid',
  playedCourseExists: 'cant create another CourseUser',
  currentPasswordWrong: 'Current password is incorrect',
  resetSuccess: 'Success ! Check your email.',
  changePasswordSuccess: 'Change password success !',
  invalidCredentials: 'Email or password is incorrect',
  resetTokenInvalid: 'This link is invalid or has expired',
  languagesMax: 'Choose at most 3 languages',
  phoneInvalid: 'The value must be an phone number',
} as const;

/** Texts of the spec used by the post rules (POST, CMT, REPORT). */
export const POST_MSG = {
  required: MSG.required,
  descriptionEmptyTitle: 'Description is empty',
  descriptionEmptyText: 'Please enter your description',
  deleteTitle: 'Confirm your action',
  deletePost: 'Do you want to delete this post ?',
  deleteComment: 'Do you want to delete this comment ?',
  postGone: 'The post is not longer available',
  discussionGone: 'The discussion is not longer available',
  caughtUp: "You're All Caught Up",
  commentOnDeleted: 'This comment was deleted from this post',
  couldNotComment: 'Could not comment !!!',
  blockedByUser: 'The comment can not be created because this user blocked you',
  blockingUser: 'The comment can not be created because you are blocking this user',
  youtubeRequired: 'The YouTube link is required',
  courseRequired: 'Please choose course',
  reportExists: 'You have already reported this',
  reportSent: 'Report sent',
} as const;

/**
 * FIND-* messages, exact spec texts ({day}/{date} filled in): country and state say
 * `required` (FIND-018), the host's courses `chooseCourse` (FIND-019), the date pickers
 * `dateRequired` (INPUT-004). Decision 043: each shows in the same place, under its field.
 */
export const FINDER_MSG = {
  required: 'Field is required',
  dateRequired: 'Required',
  chooseCourse: 'Please choose course',
  checkDay: 'Please check day available',
  invalidTimeDay: (day: string) => `Invalid time in ${day}`,
  checkTimesDay: (day: string) => `Please check time from and time to of ${day}`,
  addDate: 'Please add at least one date',
  invalidTimeDate: (date: string) => `Invalid time in date ${date}`,
  slotOrder: (date: string) => `In ${date} date to must be > date from`,
  dateOrder: 'Date to must be after date from',
  alreadyHost: 'You are already a host',
  noHost: 'You are not a host yet',
} as const;

/** Messages of the contact forms, SVC-021/029 (OPEN-039: 'Field is required'). */
export const CONTACT_MSG = {
  required: 'Field is required',
  invalidEmail: 'Email is invalid',
  /** SVC-022 / D-11: the server's answer to a missing or refused captcha. */
  captcha: 'Le captcha de vérification est obligatoire',
  /** SVC-024: the pack dialog's success toast. */
  sent: 'Sent success',
} as const;
