/**
 * The images of a service on its form: the list (the first is the main one) with "Remove", and
 * the upload (JPEG, PNG or WebP, 10 MB each, 10 at most: the API's limits). Plain forms posting to
 * the form page's action; for a published service the API keeps the new list in the pending change.
 */
import { Form } from "react-router";
import { SERVICE_LIMITS, type SellerService } from "../../../common/api/seller-services.ts";
import { useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { ProductImage } from "../../ui/product-image.tsx";
import {
  FieldErrors,
  FormMessage,
  type FormResult,
  linkClass,
  secondaryButtonClass,
} from "../accounts/form.tsx";
import { labelClass, Section } from "../seller-listings/form-fields.tsx";
import { PendingBadge } from "../sellers/company-fields.tsx";

export function ServiceImages({
  service,
  result,
  editable,
  missing,
  pending,
  createdId,
}: {
  service: SellerService | null;
  result: FormResult | undefined;
  editable: boolean;
  /** The verification's error when there is no image. */
  missing?: string[];
  /** The image list is part of a change waiting for moderation. */
  pending?: boolean;
  /** A service this add form created (its verification failed): images are added on its edit page. */
  createdId?: number;
}) {
  const t = useT();
  const mb = SERVICE_LIMITS.imageMaxBytes / 1024 / 1024;
  const fileErrors = result?.intent === "images" ? result.fields?.image : undefined;
  const images = service?.images ?? [];
  const full = images.length >= SERVICE_LIMITS.imagesMax;
  return (
    <Section id="images-heading" title={t("ss.images.title")}>
      <p id="image-limits" className="text-sm text-slate-700">
        {t("ss.images.limits", { max: SERVICE_LIMITS.imagesMax, mb })}
        <PendingBadge show={pending} />
      </p>
      <FieldErrors id="images-missing" errors={missing} />
      {!service && createdId ? (
        <p className="text-sm text-slate-700">
          {t("ss.images.savedAdd")}{" "}
          <AppLink to={`/seller-services/edit/${createdId}`} className={linkClass}>
            {t("ss.images.openSaved")}
          </AppLink>
        </p>
      ) : !service ? (
        <p className="text-sm text-slate-700">{t("ss.images.saveFirst")}</p>
      ) : (
        <>
          <FormMessage result={result} intent="images" />
          {images.length ? (
            <ul className="flex flex-wrap gap-4">
              {images.map((img, i) => (
                <li key={img.id} className="w-36 space-y-1">
                  <ProductImage
                    image={img}
                    alt={t("ss.images.alt", { n: i + 1 })}
                    className="h-28 w-36 rounded object-cover"
                  />
                  {i === 0 ? (
                    <p className="text-xs font-semibold text-slate-900">{t("ss.images.main")}</p>
                  ) : null}
                  {editable ? (
                    <Form method="post">
                      <input type="hidden" name="service_id" value={service.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={`image-remove:${img.id}`}
                        className={`${secondaryButtonClass} px-2 py-1 text-xs`}
                      >
                        {t("ss.images.remove", { n: i + 1 })}
                      </button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">{t("ss.images.none")}</p>
          )}
          {!editable ? null : full ? (
            <p className="text-sm text-slate-700">{t("ss.images.full", { max: SERVICE_LIMITS.imagesMax })}</p>
          ) : (
            <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="service_id" value={service.id} />
              <div className="space-y-1">
                <label htmlFor="f-image" className={labelClass}>
                  {t("ss.images.file")}
                </label>
                <input
                  id="f-image"
                  name="image"
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className="block text-sm focus-visible:outline-2 focus-visible:outline-amber-600"
                  aria-invalid={fileErrors?.length ? true : undefined}
                  aria-describedby={["image-limits", fileErrors?.length ? "f-image-error" : ""]
                    .filter(Boolean)
                    .join(" ")}
                />
                <FieldErrors id="f-image-error" errors={fileErrors} />
              </div>
              <button type="submit" name="intent" value="image-upload" className={secondaryButtonClass}>
                {t("ss.images.upload")}
              </button>
            </Form>
          )}
        </>
      )}
    </Section>
  );
}
