import { Globe, Mail, MapPin, Phone } from "lucide-react";
import { Fragment, type ComponentType, type ReactNode, type SVGProps } from "react";
import type { PersonalInfo } from "#shared/resume";
import { cn } from "../../lib/cn";
import { isPresent } from "./has-content";

export type ContactKind = "email" | "phone" | "location" | "website" | "linkedin";

export const ALL_CONTACTS: readonly ContactKind[] = ["email", "phone", "location", "website", "linkedin"];

/**
 * Lucide 1.x dropped brand icons; this is its former LinkedIn glyph (ISC licence) so the contact
 * icons keep one stroke style.
 */
function LinkedinIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </svg>
  );
}

export type ContactIcon = ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" | "false" }>;

const contactIcons: Record<ContactKind, ContactIcon> = {
  email: Mail,
  phone: Phone,
  location: MapPin,
  website: Globe,
  linkedin: LinkedinIcon,
};

/**
 * Users type 'jane.dev' or 'www.linkedin.com/in/jane'; links need a scheme. Anything that is not
 * already http(s) gets https:// in front, which also keeps 'javascript:' and similar out of hrefs.
 */
export function toHttpsUrl(value: string): string {
  const text = value.trim();
  if (/^https?:\/\//i.test(text)) return text;
  return `https://${text.replace(/^\/+/, "")}`;
}

/** The URL as a reader would type it: no scheme, no 'www.', no trailing slash. */
export function displayUrl(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/+$/, "");
}

/** A bare handle ('janedoe') is a LinkedIn username, not a host name. */
function linkedinUrl(value: string): string {
  const text = value.trim().replace(/^@/, "");
  return /[./]/.test(text) ? toHttpsUrl(text) : `https://www.linkedin.com/in/${text}`;
}

function linkedinLabel(value: string): string {
  const text = value.trim().replace(/^@/, "");
  return /[./]/.test(text) ? displayUrl(text) : `linkedin.com/in/${text}`;
}

export interface ContactItem {
  kind: ContactKind;
  label: string;
  href?: string;
}

/** The contacts the user filled, in the order asked for. */
export function getContactItems(info: PersonalInfo, include: readonly ContactKind[] = ALL_CONTACTS): ContactItem[] {
  const items: ContactItem[] = [];
  for (const kind of include) {
    const value = info[kind];
    if (!isPresent(value)) continue;
    const text = value.trim();
    if (kind === "email") items.push({ kind, label: text, href: `mailto:${text}` });
    else if (kind === "website") items.push({ kind, label: displayUrl(text), href: toHttpsUrl(text) });
    else if (kind === "linkedin") items.push({ kind, label: linkedinLabel(text), href: linkedinUrl(text) });
    else items.push({ kind, label: text });
  }
  return items;
}

export interface ContactLineProps {
  info: PersonalInfo;
  /** Which contacts to print and in what order. */
  include?: readonly ContactKind[];
  icons?: boolean;
  /** Printed between items, e.g. "·" or "|"; omit for gap-only spacing. */
  separator?: ReactNode;
  className?: string;
  itemClassName?: string;
  iconClassName?: string;
  linkClassName?: string;
  separatorClassName?: string;
}

export function ContactLine({
  info,
  include = ALL_CONTACTS,
  icons = true,
  separator,
  className,
  itemClassName,
  iconClassName,
  linkClassName,
  separatorClassName,
}: ContactLineProps) {
  const items = getContactItems(info, include);
  if (items.length === 0) return null;
  return (
    <ul className={cn("flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1", className)}>
      {items.map((item, index) => {
        const Icon = contactIcons[item.kind];
        return (
          <Fragment key={item.kind}>
            {separator !== undefined && index > 0 && (
              <li aria-hidden="true" className={cn("select-none", separatorClassName)}>
                {separator}
              </li>
            )}
            <li className={cn("flex min-w-0 items-center gap-1.5 wrap-anywhere", itemClassName)}>
              {icons && <Icon aria-hidden="true" className={cn("size-[1.1em] shrink-0", iconClassName)} />}
              {item.href ? (
                <a href={item.href} className={cn("min-w-0", linkClassName)}>
                  {item.label}
                </a>
              ) : (
                <span className="min-w-0">{item.label}</span>
              )}
            </li>
          </Fragment>
        );
      })}
    </ul>
  );
}

export interface ContactTextProps {
  info: PersonalInfo;
  include?: readonly ContactKind[];
  className?: string;
  separatorClassName?: string;
}

/**
 * Contacts as one line of running text. Each '·' is glued to the contact before it, so a wrapped
 * line ends with a dot like a comma and never starts with one (ContactLine's list items cannot).
 */
export function ContactText({ info, include = ALL_CONTACTS, className, separatorClassName }: ContactTextProps) {
  const items = getContactItems(info, include);
  if (items.length === 0) return null;
  return (
    <p className={className}>
      {items.map((item, index) => (
        <Fragment key={item.kind}>
          {index > 0 && " "}
          <span className="wrap-anywhere">
            {item.href ? <a href={item.href}>{item.label}</a> : item.label}
            {index < items.length - 1 && (
              <span aria-hidden="true" className={separatorClassName}>
                {"\u00b7"}
              </span>
            )}
          </span>
        </Fragment>
      ))}
    </p>
  );
}

/** What a labelled contact list calls each contact. */
const CONTACT_LABELS: Record<ContactKind, string> = {
  email: "E-mail",
  phone: "Phone",
  location: "Location",
  website: "Website",
  linkedin: "LinkedIn",
};

export interface LabelledContactsProps {
  info: PersonalInfo;
  include?: readonly ContactKind[];
  className?: string;
  /** Each contact's row: a grid of the label beside the value. */
  rowClassName?: string;
  labelClassName?: string;
  valueClassName?: string;
}

/** Every contact as a labelled row (E-mail, Phone, ...), European-CV style; nothing when none is filled. */
export function LabelledContacts({
  info,
  include = ALL_CONTACTS,
  className,
  rowClassName,
  labelClassName,
  valueClassName,
}: LabelledContactsProps) {
  const items = getContactItems(info, include);
  if (items.length === 0) return null;
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.kind} className={rowClassName}>
          <dt className={labelClassName}>{CONTACT_LABELS[item.kind]}</dt>
          <dd className={cn("min-w-0 wrap-anywhere", valueClassName)}>{item.href ? <a href={item.href}>{item.label}</a> : item.label}</dd>
        </div>
      ))}
    </dl>
  );
}
