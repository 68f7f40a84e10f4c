import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { oneOf } from './checks';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** The formats a stored picture may have: the server re-encodes every upload to one of them (lib/services/profile/picture-image.ts). */
export const PICTURE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A re-encoded picture (at most 512×512) is far smaller; anything larger is a bug, not a picture. */
export const STORED_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** Profile pictures live in the database so that any number of app processes can serve them. */
export const profilePictures = pgTable(
  'profile_pictures',
  {
    filename: text('filename').primaryKey(),
    userId: text('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: PICTURE_CONTENT_TYPES }).notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profile_pictures_content_type_check', oneOf(t.contentType, PICTURE_CONTENT_TYPES)),
    check('profile_pictures_byte_size_check', sql`${t.byteSize} = octet_length(${t.bytes}) and ${t.byteSize} between 1 and ${sql.raw(String(STORED_PICTURE_MAX_BYTES))}`),
  ],
);
