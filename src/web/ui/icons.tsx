/**
 * Small icons, drawn once in icons.svg (a sprite: one cached file, fingerprinted by the build) and
 * placed with `<use>`. Inline drawings cost every page a few hundred bytes and a dozen elements
 * per icon to render and send (a catalogue page shows about fifty). Decorative: hidden from
 * assistive technology.
 */
import type { SVGProps } from "react";
import sprite from "./icons.svg?url";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "name">;

/** The symbols of icons.svg. */
export const ICON_NAMES = [
  "search",
  "menu",
  "globe",
  "chevron-right",
  "chevron-left",
  "check-badge",
  "truck",
  "map-pin",
  "chat",
  "filter",
  "x",
  "star",
  "external",
  "chip",
  "droplet",
  "snowflake",
  "container",
  "server",
  "plug",
  "wrench",
  "box",
  "star-filled",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export function Icon({ name, className = "size-5", ...rest }: IconProps & { name: IconName }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} {...rest}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => <Icon name="search" {...p} />;
export const MenuIcon = (p: IconProps) => <Icon name="menu" {...p} />;
export const GlobeIcon = (p: IconProps) => <Icon name="globe" {...p} />;
export const ChevronRightIcon = (p: IconProps) => <Icon name="chevron-right" {...p} />;
export const ChevronLeftIcon = (p: IconProps) => <Icon name="chevron-left" {...p} />;
export const CheckBadgeIcon = (p: IconProps) => <Icon name="check-badge" {...p} />;
export const TruckIcon = (p: IconProps) => <Icon name="truck" {...p} />;
export const MapPinIcon = (p: IconProps) => <Icon name="map-pin" {...p} />;
export const ChatIcon = (p: IconProps) => <Icon name="chat" {...p} />;
export const FilterIcon = (p: IconProps) => <Icon name="filter" {...p} />;
export const XIcon = (p: IconProps) => <Icon name="x" {...p} />;
export const StarIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Icon name={filled ? "star-filled" : "star"} {...p} />
);
export const ExternalIcon = (p: IconProps) => <Icon name="external" {...p} />;
export const ChipIcon = (p: IconProps) => <Icon name="chip" {...p} />;
export const DropletIcon = (p: IconProps) => <Icon name="droplet" {...p} />;
export const SnowflakeIcon = (p: IconProps) => <Icon name="snowflake" {...p} />;
export const ContainerIcon = (p: IconProps) => <Icon name="container" {...p} />;
export const ServerIcon = (p: IconProps) => <Icon name="server" {...p} />;
export const PlugIcon = (p: IconProps) => <Icon name="plug" {...p} />;
export const WrenchIcon = (p: IconProps) => <Icon name="wrench" {...p} />;
export const BoxIcon = (p: IconProps) => <Icon name="box" {...p} />;

/** A pictogram for a category, chosen from its icon name or slug. */
export function CategoryIcon({ hint, ...p }: IconProps & { hint: string }) {
  const h = hint.toLowerCase();
  if (/immersion|cool/.test(h)) return <SnowflakeIcon {...p} />;
  if (/water|hydro|block/.test(h)) return <DropletIcon {...p} />;
  if (/container/.test(h)) return <ContainerIcon {...p} />;
  if (/data|center|centre|rack|server/.test(h)) return <ServerIcon {...p} />;
  if (/access|psu|power|cable|part/.test(h)) return <PlugIcon {...p} />;
  if (/service|repair/.test(h)) return <WrenchIcon {...p} />;
  if (/miner|asic|gpu|chip|cpu/.test(h)) return <ChipIcon {...p} />;
  return <BoxIcon {...p} />;
}
