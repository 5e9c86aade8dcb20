/**
 * The head office's map location in the seller forms: a world map (location-map.tsx) where a click
 * or the arrow keys place the marker, two labelled number inputs (latitude, longitude) kept in sync
 * with it, "Use the position of {city}" when the chosen city has coordinates, and "Remove the
 * location". The inputs are the form's fields, so without JavaScript the coordinates are typed.
 */
import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useState } from "react";
import { useT } from "../../i18n/use-t.ts";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { secondaryButtonClass } from "../accounts/form.tsx";
import { type CityOption, TextField } from "./company-fields.tsx";
import { fromMap, GLOBE_HEIGHT, GLOBE_WIDTH, GlobeSvg, type MapPoint } from "./location-map.tsx";
import { formatPosition, parsePosition } from "./position.ts";

/** Degrees an arrow key moves the marker (with Shift: ten times more). */
export const KEY_STEP = 1;

const show = (v: number) => String(Math.round(v * 10000) / 10000);

/** The point of two typed values, or null when either is empty, not a number, or off the globe. */
export const pointOf = (lat: string, lon: string): MapPoint | null => parsePosition(lat, lon);

/** Where an arrow key moves `from` (clamped to the globe), or null for another key. */
export function moveByKey(from: MapPoint, key: string, big: boolean): MapPoint | null {
  const step = big ? KEY_STEP * 10 : KEY_STEP;
  const clamp = (v: number, max: number) => Math.min(max, Math.max(-max, Math.round(v * 10000) / 10000));
  switch (key) {
    case "ArrowUp":
      return { lat: clamp(from.lat + step, 90), lon: from.lon };
    case "ArrowDown":
      return { lat: clamp(from.lat - step, 90), lon: from.lon };
    case "ArrowRight":
      return { lat: from.lat, lon: clamp(from.lon + step, 180) };
    case "ArrowLeft":
      return { lat: from.lat, lon: clamp(from.lon - step, 180) };
    default:
      return null;
  }
}

export function LocationPicker({
  latitude,
  longitude,
  city,
  errors,
  badge,
}: {
  /** The saved (or typed) values. */
  latitude: string;
  longitude: string;
  /** The city chosen in the same form, when it has coordinates. */
  city: CityOption | null;
  errors: Record<string, string[]>;
  badge?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const [lat, setLat] = useState(latitude);
  const [lon, setLon] = useState(longitude);
  const point = pointOf(lat, lon);
  const cityPoint =
    city && city.latitude != null && city.longitude != null
      ? { lat: city.latitude, lon: city.longitude }
      : null;
  const set = (p: MapPoint) => {
    setLat(show(p.lat));
    setLon(show(p.lon));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Without a point yet, the marker starts from the chosen city, or from 0° 0°.
    const next = moveByKey(point ?? cityPoint ?? { lat: 0, lon: 0 }, e.key, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    set(next);
  };
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    set(
      fromMap(
        ((e.clientX - box.left) / box.width) * GLOBE_WIDTH,
        ((e.clientY - box.top) / box.height) * GLOBE_HEIGHT,
      ),
    );
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">
        {t("seller.map.legend")}
        {badge}
      </legend>
      <p id={`${id}-help`} className="text-xs text-slate-600">
        {t(hydrated ? "seller.map.help" : "seller.map.helpNoScript")}
      </p>
      <div
        role="application"
        aria-label={t("seller.map.label")}
        aria-describedby={`${id}-help ${id}-status`}
        tabIndex={hydrated ? 0 : undefined}
        onKeyDown={onKeyDown}
        onClick={onClick}
        className={`overflow-hidden rounded-md border border-slate-300 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-amber-500 ${
          hydrated ? "cursor-crosshair" : ""
        }`}
      >
        <GlobeSvg point={point} />
      </div>
      <p id={`${id}-status`} aria-live="polite" className="text-sm text-slate-800">
        {point
          ? t("seller.map.markerAt", { position: formatPosition(t, point.lat, point.lon) })
          : t("seller.map.none")}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name="latitude"
          type="number"
          inputMode="decimal"
          step="any"
          min={-90}
          max={90}
          label={t("seller.map.latitude")}
          hint={t("seller.map.latitudeHint")}
          value={lat}
          onChange={(e) => setLat(e.target.value)}
          errors={errors.latitude}
        />
        <TextField
          name="longitude"
          type="number"
          inputMode="decimal"
          step="any"
          min={-180}
          max={180}
          label={t("seller.map.longitude")}
          hint={t("seller.map.longitudeHint")}
          value={lon}
          onChange={(e) => setLon(e.target.value)}
          errors={errors.longitude}
        />
      </div>
      {hydrated ? (
        <div className="flex flex-wrap gap-2">
          {cityPoint && city ? (
            <button type="button" className={secondaryButtonClass} onClick={() => set(cityPoint)}>
              {t("seller.map.useCity", { city: city.name })}
            </button>
          ) : null}
          {lat !== "" || lon !== "" ? (
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                setLat("");
                setLon("");
              }}
            >
              {t("seller.map.clear")}
            </button>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
