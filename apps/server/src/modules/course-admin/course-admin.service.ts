import {
  AVATAR_CROP_PX,
  COVER_MAX_WIDTH_PX,
  type ClaimRequest,
  type CourseClaim,
  type CourseEdit,
  type Page,
  type UiLanguage,
  paths,
  COURSE_CONTACT_FIELDS,
} from '@bgc/shared';
import type { Db } from '../../db/client.js';
import type { MediaStore } from '../../lib/media-store.js';
import type { Actor } from '../../lib/auth-guard.js';
import { AppError, notFound } from '../../lib/errors.js';
import { decodeBase64Image, storeImage } from '../../lib/images.js';
import type { LiveHub } from '../../lib/live-events.js';
import { localize } from '../../lib/language.js';
import type { Mailer } from '../../lib/mailer.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { findCourseById } from '../courses/courses.repository.js';
import {
  acceptClaim,
  applyCourseEdit,
  deletePendingClaim,
  findClaim,
  findCourseImages,
  findPendingClaims,
  insertClaim,
} from './course-admin.repository.js';
import { loadActor } from '../../lib/policy-actor.js';
import * as claimPolicy from './course-claim.policy.js';
import * as coursePolicy from './course.policy.js';

export interface CourseAdminDeps {
  db: Db;
  media: MediaStore;
  mailer: Mailer;
  live: LiveHub;
  /** D-14: configured public origin of links in mails. */
  publicOrigin: string;
}

/**
 * Course claims and course administration (COURSE-024..032, D-03, OPEN-002). Every write
 * checks the policy on the server (ROLE-014).
 */
export class CourseAdminService {
  constructor(private readonly deps: CourseAdminDeps) {}

  /** T20: a pending claim. 404 unknown course; 409 when the member already claimed it. */
  async claim(actor: Actor, input: ClaimRequest): Promise<{ courseRole: string[] }> {
    if (!(await findCourseById(this.deps.db, input.course)))
      throw notFound('Golf course not found');
    const phone = input.phone.replace(/\s+/g, ' ').trim();
    const row = await insertClaim(this.deps.db, {
      courseId: input.course,
      userId: actor.userId,
      phone,
    });
    if (!row) throw new AppError('claim_exists');
    return { courseRole: ['Request Pending'] };
  }

  /**
   * T21: edits by a course admin. Images are re-encoded (avatar 150×150, cover ≤ 1920 wide);
   * rich text is sanitized; facilities merge; peer rows are replaced. Answers the current
   * `{picture, cover}` (COURSE-030).
   */
  async edit(
    actor: Actor | null,
    input: CourseEdit,
  ): Promise<{ picture: string | null; cover: string | null }> {
    if (!(await findCourseById(this.deps.db, input.id))) throw notFound('Golf course not found');
    coursePolicy.authorize(await loadActor(this.deps.db, actor), 'administer', { id: input.id });
    const columns: Record<string, unknown> = {};
    if (input.websiteLogo !== undefined) {
      const stored = await storeImage(decodeBase64Image(input.websiteLogo), {
        store: this.deps.media,
        folder: `courses/${input.id}`,
        width: AVATAR_CROP_PX,
        height: AVATAR_CROP_PX,
        quality: 90,
      });
      columns.picture = stored.url;
      columns.websiteLogo = stored.url;
    }
    if (input.websiteBanner !== undefined) {
      const stored = await storeImage(decodeBase64Image(input.websiteBanner), {
        store: this.deps.media,
        folder: `courses/${input.id}`,
        maxWidth: COVER_MAX_WIDTH_PX,
        quality: 85,
      });
      columns.cover = stored.url;
      columns.websiteBanner = stored.url;
    }
    if (input.content !== undefined)
      columns.content = input.content === null ? null : sanitizeRichText(input.content) || null;
    // the contact and social links of the form (COURSE-003) and the LinkedIn page
    for (const key of [...COURSE_CONTACT_FIELDS, 'linkedinUrl'] as const) {
      const value = input[key];
      if (value !== undefined) columns[key] = value === '' ? null : value;
    }
    await applyCourseEdit(this.deps.db, input.id, {
      columns,
      facilities: input.facilities,
      peers: input.coursePeers,
    });
    return (await findCourseImages(this.deps.db, input.id)) ?? { picture: null, cover: null };
  }

  /** D-03: the administrators' queue of pending claims. */
  async pendingClaims(
    actor: Actor | null,
    page: number,
    limit: number,
    lang: UiLanguage,
  ): Promise<Page<CourseClaim>> {
    claimPolicy.authorize(await loadActor(this.deps.db, actor), 'list');
    const { rows, total } = await findPendingClaims(this.deps.db, page, limit);
    return {
      list: rows.map((r) => ({
        id: r.role.id,
        phone: r.role.phone,
        createdDate: r.role.createdAt.toISOString(),
        course: {
          id: r.course.id,
          name: r.course.name,
          slug: r.course.slug,
          country: {
            id: r.country.id,
            slug: r.country.slug,
            name: localize(r.country.names, lang),
          },
        },
        user: {
          id: r.user.id,
          name: `${r.user.firstName} ${r.user.lastName}`,
          picture: r.user.picture,
          email: r.user.email,
        },
      })),
      total,
      totalPages: Math.ceil(total / limit),
      currentPage: page,
    };
  }

  /** D-03: accept (the member becomes 'Course Admin', is mailed and told live) or reject. */
  async decide(
    actor: Actor | null,
    claimId: number,
    decision: 'accept' | 'reject',
  ): Promise<{ id: number; status: 'accepted' | 'rejected' }> {
    const admin = claimPolicy.authorize(await loadActor(this.deps.db, actor), 'decide');
    const claim = await findClaim(this.deps.db, claimId);
    if (!claim || claim.role.status !== 'pending') throw notFound('Claim not found');
    if (decision === 'reject') {
      if (!(await deletePendingClaim(this.deps.db, claimId))) throw notFound('Claim not found');
      return { id: claimId, status: 'rejected' };
    }
    if (!(await acceptClaim(this.deps.db, claimId, admin.userId)))
      throw notFound('Claim not found');
    const link = `${this.deps.publicOrigin}${paths.course(claim.countrySlug, claim.course.slug)}`;
    await this.deps.mailer.send({
      to: claim.email,
      subject: `You now manage ${claim.course.name} on BGC`,
      text: `Hello ${claim.firstName},\n\nYour claim was accepted: you are now an administrator of ${claim.course.name}.\n${link}\n`,
      html: `<p>Hello ${escapeHtml(claim.firstName)},</p><p>Your claim was accepted: you are now an administrator of <a href="${escapeHtml(link)}">${escapeHtml(claim.course.name)}</a>.</p>`,
    });
    this.deps.live.send(claim.role.userId, {
      type: 'courseAdminAccepted',
      from: admin.userId,
      data: { courseId: claim.course.id },
    });
    return { id: claimId, status: 'accepted' };
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
