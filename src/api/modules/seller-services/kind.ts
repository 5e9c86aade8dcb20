/**
 * Services as a kind of moderated listing (issue 17): the descriptor the listings core runs its
 * rules with — the services table, the service fields, the images, how messages name services.
 */
import type { PendingServiceImage, ServiceFields } from "../../../common/api/seller-services.ts";
import { SERVICE_FIELDS, SERVICE_LIMITS } from "../../../common/api/seller-services.ts";
import { type Locale, translate } from "../../../common/i18n/index.ts";
import { AppError } from "../../errors.ts";
import { moderationNotice } from "../listings/decide.ts";
import type { ListingKind } from "../listings/kind.ts";
import { fieldError, type ListingStatus, transitions } from "../listings/status.ts";
import { completeness, fieldsOf, toColumns } from "./fields.ts";
import * as q from "./queries.ts";

/** Which status each seller action accepts and where it leads (the same table as products). */
export const SERVICE_TRANSITIONS = transitions<ListingStatus>("services");

export const statusLabel = (locale: Locale, status: ListingStatus) =>
  translate(locale, `services.status.${status}`);

export const serviceKind = {
  kind: "service",
  mediaKey: "images",
  fields: SERVICE_FIELDS,
  notFound: "error.serviceNotFound",
  find: q.findService,
  findOwn: q.findOwnService,
  lock: q.lockServices,
  fieldsOf: async (_tx, row) => fieldsOf(row),
  async writeFields(tx, id, fields) {
    await q.updateService(tx, id, toColumns(fields));
  },
  setStatus: q.setStatus,
  media: {
    list: async (tx, id) => (await q.listImages(tx, id)).map(q.imageOut),
    nextId: q.nextImageId,
    fromSaved: (id, saved) => ({
      id,
      url: saved.url,
      url_2x: saved.url2x,
      width: saved.width,
      height: saved.height,
    }),
    insert: (tx, id, item, position, keepId) =>
      q.insertImage(
        tx,
        id,
        { url: item.url, url2x: item.url_2x, width: item.width, height: item.height },
        position,
        keepId ? item.id : undefined,
      ),
    remove: q.deleteImage,
    reorder: q.reorderImages,
    max: SERVICE_LIMITS.imagesMax,
    tooMany: () => fieldError("image", "services.imagesMax", { max: SERVICE_LIMITS.imagesMax }),
    field: "image",
    copyName: "service",
  },
  messages: {
    readOnly: (row) => new AppError("conflict", "services.cannotEdit", { name: row.name }),
    idsField: "services_ids",
    notYours: "services.notYours",
    mixedStatuses: "services.mixedStatuses",
    errorPrefix: "services.",
    incomplete: "services.incomplete",
    cannotModerate: "services.cannotModerate",
    named: (rows) => ({ names: rows.map((r) => `${r.name} (#${r.id})`).join(", ") }),
    statusLabel,
  },
  summary: (row: q.ServiceRow, status: ListingStatus) => ({ id: row.id, status }),
  completeness,
  notice: {
    nameOf: (row, pendingName) => pendingName ?? row.name,
    text: moderationNotice("service"),
    link: { path: "/seller-services", label: "mail.serviceModeration.action" },
  },
} satisfies ListingKind<q.ServiceRow, ServiceFields, PendingServiceImage>;
