import type { Person } from "../person";
import type { CustomHeader } from "./html-classic";
import { esc } from "./html-page";

/**
 * Resume tops as people set them above a one-column body: a banner beside a photo, a document
 * title or a job title over the name, a name over two lines, contacts in a labelled table, in two
 * columns, in the page footer, or after drawn icons and icon-font glyphs.
 */

const PHOTO = `<svg width="96" height="96" viewBox="0 0 110 110"><circle cx="55" cy="55" r="53" fill="#e6ddd0" stroke="white" stroke-width="4"/><circle cx="55" cy="44" r="19" fill="#a08c76"/><path d="M20 96c6-20 20-28 35-28s29 8 35 28" fill="#a08c76"/></svg>`;
// Stroke icons drawn before each contact, as resume builders draw them: they leave no text behind.
const DRAWN_ICONS = {
  mail: `<svg width="11" height="11" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/></svg>`,
  phone: `<svg width="11" height="11" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z"/></svg>`,
  pin: `<svg width="11" height="11" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M12 22s7-7 7-12a7 7 0 0 0-14 0c0 5 7 12 7 12z"/><circle cx="12" cy="10" r="2.5"/></svg>`,
  link: `<svg width="11" height="11" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1"/></svg>`,
};
// Font Awesome's code points (envelope, phone, map marker, LinkedIn): a PDF made without the icon
// font embedded keeps them in its text as private-use characters.
const ICON_FONT = { mail: "\uf0e0", phone: "\uf095", pin: "\uf3c5", link: "\uf08c" };

/** A coloured box with a round photo, the name with its post-nominals and a headline; contacts after drawn icons in two columns below. */
export function bannerWithPhoto(person: Person, accent: string): CustomHeader {
  const [email, phone, location, link] = [person.email, person.phone, person.location, person.links?.[0] ?? ""];
  const item = (icon: string, text: string) => `<div class="item">${icon}<span>${esc(text)}</span></div>`;
  return {
    html:
      `<header class="banner-photo"><div class="photo">${PHOTO}</div><div><h1>${esc(person.name)}</h1><div class="headline">${esc(person.headline ?? "")}</div></div></header>` +
      `<div class="contact-grid">${item(DRAWN_ICONS.mail, email)}${item(DRAWN_ICONS.phone, phone)}${item(DRAWN_ICONS.pin, location)}${item(DRAWN_ICONS.link, link)}</div>`,
    css: `
      body { padding-top: 0 } @page { margin: 0 0 14mm }
      header.banner-photo { display: flex; gap: 8mm; align-items: center; background: ${accent}; color: white; margin: 0 -17mm 4mm; padding: 9mm 17mm }
      header.banner-photo h1 { margin: 0; font-size: 24pt } header.banner-photo .headline { font-size: 12pt; opacity: 0.9 }
      .contact-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 2pt 12mm; font-size: 9.5pt; margin-bottom: 4mm }
      .contact-grid .item { display: flex; gap: 5px; align-items: center }
    `,
  };
}

/** 'Curriculum Vitae' (or 'Résumé') set as the document's title over the name, a headline, contacts joined by a mark. */
export function titledDocument(person: Person, title: string, joiner: string): CustomHeader {
  const contacts = [person.phone, person.email, person.location, ...(person.links ?? [])].filter(Boolean).map(esc);
  return {
    html: `<header class="titled"><div class="doc-title">${esc(title)}</div><h1>${esc(person.name)}</h1><div class="headline">${esc(person.headline ?? "")}</div><div class="contacts">${contacts.join(` ${joiner} `)}</div></header>`,
    css: `
      header.titled { text-align: center } header.titled .doc-title { font-variant: small-caps; letter-spacing: 0.2em; font-size: 11pt; color: #666 }
      header.titled h1 { margin: 2pt 0 0; font-size: 21pt }
    `,
  };
}

/** The job the person wants, in small capitals over a large name; the place written as a phrase ('Based in Lisbon'). */
export function jobTitleAbove(person: Person, place: string, accent: string): CustomHeader {
  const contacts = [place, person.phone, person.email, ...(person.links ?? [])].map(esc);
  return {
    html: `<header class="job-first"><div class="wanted">${esc(person.headline ?? "")}</div><h1>${esc(person.name)}</h1><div class="contacts">${contacts.join(" · ")}</div></header>`,
    css: `
      header.job-first .wanted { text-transform: uppercase; letter-spacing: 0.12em; font-size: 10pt; color: ${accent}; font-weight: bold }
      header.job-first h1 { margin: 0; font-size: 28pt; font-weight: 300 }
    `,
  };
}

/** The name over two lines in two weights, a headline under it, and the contacts in a column at the right, the place last after a label. */
export function twoLineName(person: Person, first: string, last: string, place: string): CustomHeader {
  const contacts = [person.email, person.phone, ...(person.links ?? [])].map((item) => `<div>${esc(item)}</div>`).join("");
  return {
    html:
      `<header class="two-line"><div><div class="first">${esc(first)}</div><div class="last">${esc(last)}</div><div class="headline">${esc(person.headline ?? "")}</div></div>` +
      `<aside><div class="label">Contact</div>${contacts}<div class="label">Home</div><div>${esc(place)}</div></aside></header>`,
    css: `
      header.two-line { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 6mm }
      header.two-line .first { font-size: 26pt; font-weight: 300; line-height: 1.05 } header.two-line .last { font-size: 26pt; font-weight: bold; line-height: 1.05 }
      header.two-line .headline { margin-top: 6pt; font-size: 11.5pt; color: #555 }
      header.two-line aside { width: 62mm; font-size: 9pt; border-left: 2px solid #ccc; padding-left: 5mm } header.two-line .label { font-weight: bold; margin-top: 4pt; text-transform: uppercase; font-size: 8pt; color: #777 }
    `,
  };
}

/** The name and a headline at the top; the contacts only in the page footer, repeated on every page. */
export function footerContacts(person: Person): CustomHeader {
  const contacts = [person.email, person.phone, person.location, ...(person.links ?? [])].map(esc);
  return {
    html: `<header class="plain"><h1>${esc(person.name)}</h1><div class="headline">${esc(person.headline ?? "")}</div></header><footer class="page-footer">${contacts.join("  |  ")}</footer>`,
    css: `
      header.plain h1 { margin: 0; font-size: 22pt } @page { margin: 14mm 0 22mm }
      footer.page-footer { position: fixed; bottom: -14mm; left: 17mm; right: 17mm; border-top: 0.6px solid #999; padding-top: 3pt; font-size: 8.5pt; color: #555; text-align: center }
    `,
  };
}

/** A 'Personal Details' table of labels and values ('Address:', 'Phone:') under the name. */
export function labelledTable(person: Person, rows: [string, string][]): CustomHeader {
  const cells = rows.map(([label, value]) => `<tr><th>${esc(label)}</th><td>${esc(value)}</td></tr>`).join("");
  return {
    html: `<header class="plain"><h1>${esc(person.name)}</h1></header><h2 class="details">Personal Details</h2><table class="details">${cells}</table>`,
    css: `
      header.plain h1 { margin: 0 0 4pt; font-size: 22pt }
      table.details { border-collapse: collapse; font-size: 10pt } table.details th { text-align: left; font-weight: normal; color: #555; padding: 1pt 10mm 1pt 0; width: 35mm }
      h2.details { text-transform: uppercase; border-bottom: 1px solid #333; font-size: 11pt }
    `,
  };
}

/** The name left, the contacts in two columns at the right of it, two phones on one line. */
export function twoColumnContacts(person: Person, phones: string, accent: string): CustomHeader {
  const left = [person.email, phones].map((item) => `<div>${esc(item)}</div>`).join("");
  const right = [person.location, ...(person.links ?? [])].map((item) => `<div>${esc(item)}</div>`).join("");
  return {
    html: `<header class="columns"><h1>${esc(person.name)}</h1><div class="col">${left}</div><div class="col">${right}</div></header>`,
    css: `
      header.columns { display: flex; gap: 8mm; align-items: flex-end; border-bottom: 2px solid ${accent}; padding-bottom: 4pt; margin-bottom: 4mm }
      header.columns h1 { margin: 0; font-size: 20pt; flex: 1 } header.columns .col { font-size: 9pt }
    `,
  };
}

/** Contacts after icon-font glyphs (Font Awesome), one a line under the name and a headline. */
export function iconFontContacts(person: Person): CustomHeader {
  const glyphs = [ICON_FONT.mail, ICON_FONT.phone, ICON_FONT.pin, ICON_FONT.link];
  const contacts = [person.email, person.phone, person.location, ...(person.links ?? [])]
    .map((item, index) => `<div><span class="fa">${glyphs[index]}</span> ${esc(item)}</div>`)
    .join("");
  return {
    html: `<header class="icon-font"><div><h1>${esc(person.name)}</h1><div class="headline">${esc(person.headline ?? "")}</div></div><div class="contacts">${contacts}</div></header>`,
    css: `
      header.icon-font { display: flex; justify-content: space-between; align-items: center; margin-bottom: 4mm }
      header.icon-font h1 { margin: 0; font-size: 24pt } header.icon-font .contacts { font-size: 9pt; line-height: 1.5 }
    `,
  };
}
