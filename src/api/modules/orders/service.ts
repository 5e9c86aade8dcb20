/**
 * Requests for quote, quotes and orders (issue 21, docs/decisions/051): the module's entry. The
 * state machine is transitions.ts; requests.ts, quotes.ts and orders.ts take its steps.
 */
import type { Locale } from "../../../common/i18n/index.ts";
import { addAttachment, openAttachment } from "./attachments.ts";
import type { OrdersDeps } from "./context.ts";
import {
  cancelOrder,
  deliverOrder,
  getOrder,
  listOrders,
  payOrder,
  setOrderAddress,
  shipOrder,
} from "./orders.ts";
import { renderProforma } from "./proforma.ts";
import { acceptQuote, declineQuote, submitQuote } from "./quotes.ts";
import { createRequest, getRequest, limitsOf, listRequests, withdrawRequest } from "./requests.ts";

export type { OrdersDeps } from "./context.ts";

type FileUpload = { data: Buffer; name: string };

export function createOrdersService(deps: OrdersDeps) {
  return {
    limits: limitsOf.bind(null, deps),
    createRequest: createRequest.bind(null, deps),
    getRequest: (user: Parameters<typeof getRequest>[1], id: number) => getRequest(deps, user, id),
    listRequests: listRequests.bind(null, deps),
    withdrawRequest: withdrawRequest.bind(null, deps),
    /** Adds a file to the caller's open request; the request as it is then. */
    addAttachment: async (
      user: Parameters<typeof getRequest>[1],
      id: number,
      file: FileUpload | undefined,
    ) => {
      await addAttachment(deps, user, id, file);
      return getRequest(deps, user, id);
    },
    openAttachment: openAttachment.bind(null, deps),
    submitQuote: submitQuote.bind(null, deps),
    declineQuote: declineQuote.bind(null, deps),
    acceptQuote: acceptQuote.bind(null, deps),
    getOrder: (user: Parameters<typeof getOrder>[1], id: number) => getOrder(deps, user, id),
    listOrders: listOrders.bind(null, deps),
    payOrder: payOrder.bind(null, deps),
    shipOrder: shipOrder.bind(null, deps),
    deliverOrder: deliverOrder.bind(null, deps),
    setOrderAddress: setOrderAddress.bind(null, deps),
    cancelOrder: cancelOrder.bind(null, deps),
    /** The proforma invoice of an order the caller may read. */
    proforma: async (user: Parameters<typeof getOrder>[1], id: number, locale: Locale) =>
      renderProforma(await getOrder(deps, user, id), locale),
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
