/**
 * SQL of the chat: rooms as one viewer sees them (with the last message and the viewer's unread
 * count), pages of messages, writes. Rooms are listed by `activity_at` (the last message's time)
 * from the indexes chat_rooms_{buyer,seller,kind}_activity_idx; messages by (room_id, id).
 */
import { type SQL, sql } from "drizzle-orm";
import { CHAT_LIMITS } from "../../../common/api/chat.ts";
import type { Database } from "../../db/client.ts";
import type { Tx } from "../../infra/jobs.ts";

type Runner = Pick<Database, "rows">;

export interface RoomRow {
  id: number;
  kind: "listing" | "support";
  created_at: Date | string;
  buyer_user_id: number;
  seller_id: number | null;
  seller_owner_id: number | null;
  product_id: number | null;
  service_id: number | null;
  buyer_name: string;
  buyer_avatar_id: string | null;
  buyer_avatar_url: string | null;
  product_sku: string | null;
  product_name: string | null;
  product_image: string | null;
  service_name: string | null;
  service_image: string | null;
  seller_name: string | null;
  seller_logo: string | null;
  lm_id: number | null;
  lm_text: string | null;
  lm_created: Date | string | null;
  lm_read_at: Date | string | null;
  lm_from_buyer: boolean | null;
  lm_by_staff: boolean | null;
  lm_author_id: number | null;
  lm_author_name: string | null;
  lm_author_avatar_id: string | null;
  lm_author_avatar_url: string | null;
  unread: number;
}

export interface MessageRow {
  id: number;
  room_id: number;
  text: string;
  created_at: Date | string;
  read_at: Date | string | null;
  from_buyer: boolean;
  by_staff: boolean;
  author_user_id: number | null;
  author_name: string | null;
  author_avatar_id: string | null;
  author_avatar_url: string | null;
}

/** The members of a room, for permission checks and pushes. */
export interface RoomMembers {
  id: number;
  kind: "listing" | "support";
  buyer_user_id: number;
  seller_id: number | null;
  seller_owner_id: number | null;
  product_id: number | null;
  service_id: number | null;
}

/**
 * Rooms as `viewerId` sees them: unread counts the other party's unread messages (the viewer is
 * the buyer's side when it is the room's buyer, else the seller's side or the support team).
 */
function roomsSelect(viewerId: number, where: SQL, limit: number): SQL {
  return sql`
    select r.id, r.kind, r.created_at, r.buyer_user_id, r.seller_id, sl.owner_user_id as seller_owner_id,
      r.product_id, r.service_id,
      bu.name as buyer_name, bu.avatar_id as buyer_avatar_id, bu.avatar_url as buyer_avatar_url,
      p.sku as product_sku, p.name as product_name,
      (select ph.url from product_photos ph where ph.product_id = p.id order by ph.position limit 1) as product_image,
      sv.name as service_name,
      (select si.url from service_images si where si.service_id = sv.id order by si.position limit 1) as service_image,
      sl.company_name as seller_name, nullif(sl.logo_url, '') as seller_logo,
      lm.id as lm_id, lm.text as lm_text, lm.created_at as lm_created, lm.read_at as lm_read_at,
      lm.from_buyer as lm_from_buyer, lm.by_staff as lm_by_staff, lm.author_user_id as lm_author_id,
      au.name as lm_author_name, au.avatar_id as lm_author_avatar_id, au.avatar_url as lm_author_avatar_url,
      (select count(*)::int from chat_messages m
        where m.room_id = r.id and m.read_at is null and m.from_buyer = (r.buyer_user_id <> ${viewerId})) as unread
    from chat_rooms r
    join users bu on bu.id = r.buyer_user_id
    left join products p on p.id = r.product_id
    left join services sv on sv.id = r.service_id
    left join sellers sl on sl.id = r.seller_id
    left join chat_messages lm on lm.id = r.last_message_id
    left join users au on au.id = lm.author_user_id
    where ${where}
    order by r.activity_at desc, r.id desc
    limit ${limit}`;
}

export async function listRooms(
  db: Runner,
  viewerId: number,
  opts: { sellerId: number | null; support: boolean },
): Promise<RoomRow[]> {
  if (opts.support) {
    return db.rows<RoomRow>(roomsSelect(viewerId, sql`r.kind = 'support'`, CHAT_LIMITS.rooms));
  }
  // Two index range reads (as the buyer, as the seller) merged, rather than one OR.
  const mine = sql`r.id in (
    (select id from chat_rooms where buyer_user_id = ${viewerId} order by activity_at desc, id desc limit ${CHAT_LIMITS.rooms})
    union all
    (select id from chat_rooms where seller_id = ${opts.sellerId ?? -1} order by activity_at desc, id desc limit ${CHAT_LIMITS.rooms}))`;
  return db.rows<RoomRow>(roomsSelect(viewerId, mine, CHAT_LIMITS.rooms));
}

export async function findRoomView(
  db: Runner,
  viewerId: number,
  roomId: number,
): Promise<RoomRow | undefined> {
  const [row] = await db.rows<RoomRow>(roomsSelect(viewerId, sql`r.id = ${roomId}`, 1));
  return row;
}

export async function findRoomMembers(db: Runner, roomId: number): Promise<RoomMembers | undefined> {
  const [row] = await db.rows<RoomMembers>(sql`
    select r.id, r.kind, r.buyer_user_id, r.seller_id, s.owner_user_id as seller_owner_id, r.product_id, r.service_id
    from chat_rooms r left join sellers s on s.id = r.seller_id
    where r.id = ${roomId}`);
  return row;
}

const messageColumns = sql`m.id, m.room_id, m.text, m.created_at, m.read_at, m.from_buyer, m.by_staff,
  m.author_user_id, u.name as author_name, u.avatar_id as author_avatar_id, u.avatar_url as author_avatar_url`;

export async function listMessages(
  db: Runner,
  roomId: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  return db.rows<MessageRow>(sql`
    select ${messageColumns}
    from chat_messages m left join users u on u.id = m.author_user_id
    where m.room_id = ${roomId} ${before ? sql`and m.id < ${before}` : sql``}
    order by m.id desc
    limit ${limit}`);
}

export async function findMessage(db: Runner, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.rows<MessageRow>(sql`
    select ${messageColumns}
    from chat_messages m left join users u on u.id = m.author_user_id
    where m.id = ${id}`);
  return row;
}

/** The newest unread message of a room from the buyer (`fromBuyer`) or to the buyer. */
export async function findLatestUnread(
  db: Runner,
  roomId: number,
  fromBuyer: boolean,
): Promise<MessageRow | undefined> {
  const [row] = await db.rows<MessageRow>(sql`
    select ${messageColumns}
    from chat_messages m left join users u on u.id = m.author_user_id
    where m.room_id = ${roomId} and m.from_buyer = ${fromBuyer} and m.read_at is null
    order by m.id desc limit 1`);
  return row;
}

/** Writes a message and moves the room up the lists (in the caller's transaction); the row with its author. */
export async function insertMessage(
  tx: Tx | Database["db"],
  m: { roomId: number; authorId: number; fromBuyer: boolean; byStaff: boolean; text: string },
): Promise<MessageRow> {
  const rows = (await tx.execute(sql`
    with ins as (
      insert into chat_messages (room_id, author_user_id, from_buyer, by_staff, text)
      values (${m.roomId}, ${m.authorId}, ${m.fromBuyer}, ${m.byStaff}, ${m.text})
      returning *
    ), up as (
      update chat_rooms set last_message_id = (select id from ins), activity_at = (select created_at from ins)
      where id = ${m.roomId}
    )
    select ${messageColumns}
    from ins m left join users u on u.id = m.author_user_id`)) as unknown as { rows: MessageRow[] };
  const row = rows.rows[0];
  if (!row) throw new Error("insertMessage: no row");
  return row;
}

/** Marks the other party's messages up to `upTo` as read; the number of messages marked. */
export async function markRead(
  db: Runner,
  roomId: number,
  upTo: number,
  fromBuyer: boolean,
): Promise<number> {
  const rows = await db.rows<{ n: number }>(sql`
    with up as (
      update chat_messages set read_at = now()
      where room_id = ${roomId} and id <= ${upTo} and from_buyer = ${fromBuyer} and read_at is null
      returning 1
    ) select count(*)::int as n from up`);
  return rows[0]?.n ?? 0;
}

/** The seller of an approved product or service, or undefined. */
export async function findListingSeller(
  db: Runner,
  id: number,
  isService: boolean,
): Promise<{ seller_id: number; owner_user_id: number | null } | undefined> {
  const [row] = isService
    ? await db.rows<{ seller_id: number; owner_user_id: number | null }>(sql`
        select s.seller_id, sl.owner_user_id from services s join sellers sl on sl.id = s.seller_id
        where s.id = ${id} and s.status = 'approved'`)
    : await db.rows<{ seller_id: number; owner_user_id: number | null }>(sql`
        select p.seller_id, sl.owner_user_id from products p join sellers sl on sl.id = p.seller_id
        where p.id = ${id} and p.status = 'approved'`);
  return row;
}

export async function findExistingRoom(
  db: Runner,
  buyerId: number,
  target: { productId?: number; serviceId?: number; support?: boolean },
): Promise<number | undefined> {
  const where = target.support
    ? sql`kind = 'support'`
    : target.serviceId
      ? sql`service_id = ${target.serviceId}`
      : sql`product_id = ${target.productId ?? -1}`;
  const [row] = await db.rows<{ id: number }>(
    sql`select id from chat_rooms where buyer_user_id = ${buyerId} and ${where}`,
  );
  return row?.id;
}

/** Creates the room unless another request just did; returns its id either way. */
export async function createRoom(
  db: Runner,
  r: {
    kind: "listing" | "support";
    buyerId: number;
    sellerId: number | null;
    productId: number | null;
    serviceId: number | null;
  },
): Promise<number> {
  const [row] = await db.rows<{ id: number }>(sql`
    insert into chat_rooms (kind, buyer_user_id, seller_id, product_id, service_id)
    values (${r.kind}, ${r.buyerId}, ${r.sellerId}, ${r.productId}, ${r.serviceId})
    on conflict do nothing
    returning id`);
  if (row) return row.id;
  const id = await findExistingRoom(db, r.buyerId, {
    productId: r.productId ?? undefined,
    serviceId: r.serviceId ?? undefined,
    support: r.kind === "support",
  });
  if (!id) throw new Error("createRoom: no room");
  return id;
}

/**
 * Claims the right to notify `userId` about `roomId` now: true when they were not notified in the
 * last 15 minutes (and records now), false otherwise. One statement, so two processes cannot both win.
 */
export async function claimNotification(tx: Tx, roomId: number, userId: number): Promise<boolean> {
  const res = (await tx.execute(sql`
    insert into chat_notifications (room_id, user_id, notified_at) values (${roomId}, ${userId}, now())
    on conflict (room_id, user_id) do update set notified_at = now()
    where chat_notifications.notified_at <= now() - interval '15 minutes'
    returning 1 as ok`)) as unknown as { rows: unknown[] };
  return res.rows.length > 0;
}

export async function findUser(
  db: Runner,
  id: number,
): Promise<{ id: number; email: string; name: string; locale: string; is_active: boolean } | undefined> {
  const [row] = await db.rows<{
    id: number;
    email: string;
    name: string;
    locale: string;
    is_active: boolean;
  }>(sql`select id, email, name, locale, is_active from users where id = ${id}`);
  return row;
}
