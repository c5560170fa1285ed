import {
  AVATAR_CROP_PX,
  COVER_MAX_WIDTH_PX,
  COVER_RATIO,
  type MeUser,
  type MemberProfile,
  type MemberSummary,
  type Page,
  type UiLanguage,
  type UpdateMeAnswer,
  type updateMeSchema,
} from '@bgc/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { MediaStore } from '../../lib/media-store.js';
import { notFound, unauthorized, validationError } from '../../lib/errors.js';
import { decodeBase64Image, storeImage } from '../../lib/images.js';
import { foldForSearch } from '../../lib/text.js';
import { findAllLanguages, findCountryById } from '../geo/geo.repository.js';
import {
  friendStatus,
  findUserById,
  isFollowing,
  searchUsers,
  updateUser,
} from './members.repository.js';
import { subRolesAfterEdit } from './member.policy.js';
import { presentMe, presentMemberSummary, presentProfile } from './members.presenter.js';
import { courseAdminOf } from '../course-admin/course-admin-links.js';
import type { AuthService } from '../auth/auth.service.js';

/** The password steps of the auth service that a profile save uses (T07 with T08). */
export type ProfilePasswords = Pick<
  AuthService,
  'newPasswordHash' | 'rotateSessions' | 'sessionsRotated'
>;

/** Own profile and member profiles (PROF-*, T06–T13). */
export class MemberService {
  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
    private readonly passwords: ProfilePasswords,
  ) {}

  /** T06: the signed-in member. */
  async me(userId: number, lang: UiLanguage): Promise<MeUser> {
    const row = await findUserById(this.db, userId);
    if (!row) throw unauthorized('Session is not valid');
    return presentMe(row, lang, await courseAdminOf(this.db, userId, lang));
  }

  /**
   * T07 (PROF-012..020): one profile save, all or nothing. Checks the
   * country, the languages and, when `currentPassword`/`newPassword` are given, the current
   * password before any write (400 with the field's spec text), then writes every given field
   * (and the new password hash, revoking the other sessions) in one transaction. Answers the
   * member, with a fresh session `token` when the password changed (D-01).
   */
  async update(
    userId: number,
    input: z.output<typeof updateMeSchema>,
    lang: UiLanguage,
    userAgent?: string,
  ): Promise<UpdateMeAnswer> {
    const row = await findUserById(this.db, userId);
    if (!row) throw unauthorized('Session is not valid');
    if (input.country) {
      if (!(await findCountryById(this.db, input.country)))
        throw validationError('Invalid parameter: country', { country: 'Unknown country' });
    }
    if (input.languages) {
      const known = new Set((await findAllLanguages(this.db)).map((l) => l.id));
      if (!input.languages.every((id) => known.has(id)))
        throw validationError('Invalid parameter: languages', { languages: 'Unknown language' });
    }
    const passwordHash =
      input.currentPassword !== undefined && input.newPassword !== undefined
        ? await this.passwords.newPasswordHash(
            row.user.passwordHash,
            input.currentPassword,
            input.newPassword,
          )
        : null;
    const firstName = input.firstName ?? row.user.firstName;
    const lastName = input.lastName ?? row.user.lastName;
    const token = await this.db.transaction(async (tx) => {
      await updateUser(tx, userId, {
        ...(input.firstName !== undefined ? { firstName } : {}),
        ...(input.lastName !== undefined ? { lastName } : {}),
        searchName: foldForSearch(`${firstName} ${lastName}`),
        // the Administrator sub-role is granted by the operator (ADMIN_EMAILS), never by the member
        ...(input.subRoles !== undefined
          ? {
              subRoles: subRolesAfterEdit(input.subRoles, row.user.subRoles),
            }
          : {}),
        ...(input.languages !== undefined ? { languages: [...new Set(input.languages)] } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.country !== undefined ? { countryId: input.country } : {}),
        ...(input.state !== undefined ? { state: input.state } : {}),
        ...(input.city !== undefined ? { city: input.city } : {}),
        ...(input.handicap !== undefined ? { handicap: input.handicap } : {}),
        ...(input.facebookUrl !== undefined ? { facebookUrl: input.facebookUrl } : {}),
        ...(input.instagramUrl !== undefined ? { instagramUrl: input.instagramUrl } : {}),
        ...(input.twitterUrl !== undefined ? { twitterUrl: input.twitterUrl } : {}),
        ...(input.youtubeUrl !== undefined ? { youtubeUrl: input.youtubeUrl } : {}),
        ...(passwordHash !== null ? { passwordHash } : {}),
      });
      return passwordHash !== null
        ? this.passwords.rotateSessions(tx, userId, userAgent)
        : undefined;
    });
    if (token !== undefined) this.passwords.sessionsRotated(userId, lang);
    const me = await this.me(userId, lang);
    return token !== undefined ? { ...me, token } : me;
  }

  /** T09 (PROF-005): at most 100 characters; blank clears it. */
  async updateShortBio(userId: number, shortBio: string | null, lang: UiLanguage): Promise<MeUser> {
    await updateUser(this.db, userId, { shortBio: shortBio?.trim() ? shortBio.trim() : null });
    return this.me(userId, lang);
  }

  /** T10 (PROF-003): avatar re-encoded by the server as a 150×150 JPEG. */
  async updatePhoto(
    userId: number,
    content: string,
    lang: UiLanguage,
  ): Promise<MeUser & { picture: string }> {
    const image = await storeImage(decodeBase64Image(content), {
      store: this.media,
      folder: `users/${userId}`,
      width: AVATAR_CROP_PX,
      height: AVATAR_CROP_PX,
      quality: 90,
    });
    await updateUser(this.db, userId, { picture: image.url });
    const me = await this.me(userId, lang);
    return { ...me, picture: image.url };
  }

  /** T11 (PROF-002): cover re-encoded at ratio 3.56, at most 1920 wide. */
  async updateCover(
    userId: number,
    content: string,
    lang: UiLanguage,
  ): Promise<MeUser & { cover: string }> {
    const width = COVER_MAX_WIDTH_PX;
    const image = await storeImage(decodeBase64Image(content), {
      store: this.media,
      folder: `users/${userId}`,
      width,
      height: Math.round(width / COVER_RATIO),
      quality: 80,
    });
    await updateUser(this.db, userId, { cover: image.url });
    const me = await this.me(userId, lang);
    return { ...me, cover: image.url };
  }

  /** T12 (PROF-029, PROF-046): a member's profile with the caller's follow and friend state; 404 when missing. */
  async profile(id: number, viewerId: number | null, lang: UiLanguage): Promise<MemberProfile> {
    const row = await findUserById(this.db, id);
    if (!row || row.user.suspendedAt) throw notFound('Member not found');
    const relation =
      viewerId === null || viewerId === id
        ? { isFollowed: false, friendStatus: null }
        : {
            isFollowed: await isFollowing(this.db, viewerId, 'user', id),
            friendStatus: await friendStatus(this.db, viewerId, id),
          };
    return presentProfile(row, lang, relation);
  }

  /** T13 (SRCH-004): member search, 10 per page by default. */
  async search(
    text: string | undefined,
    page: number,
    limit: number,
    lang: UiLanguage,
  ): Promise<Page<MemberSummary>> {
    const { rows, total } = await searchUsers(this.db, text, page, limit);
    return {
      list: rows.map((r) => presentMemberSummary(r, lang)),
      total,
      totalPages: Math.ceil(total / limit),
      currentPage: page,
    };
  }
}
