import type { ReactNode } from "react";
import { Link } from "react-router";
import { LogoMark } from "#web/components/brand/logo-mark";
import { FOOTER_GROUPS, MARKETING_PAGES } from "../pages/marketing-pages";

type FooterLink = { to: string; label: string };
type FooterColumn = { title: string; links: FooterLink[] };

const productColumn: FooterColumn = {
  title: "Product",
  links: [
    { to: "/", label: "Home" },
    { to: "/features", label: "Features" },
  ],
};

// The marketing pages by their footer group, in the registry's order; a group without pages yet is left out.
const pageColumns: FooterColumn[] = FOOTER_GROUPS.map((group) => ({
  title: group,
  links: MARKETING_PAGES.filter((page) => page.group === group).map((page) => ({ to: page.path, label: page.label })),
})).filter((column) => column.links.length > 0);

const linkClass = "rounded-sm text-sm text-slate-600 transition-colors hover:text-blue-700";

function ColumnList({ column, children }: { column: FooterColumn; children?: ReactNode }) {
  const id = `footer-${column.title.toLowerCase()}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-slate-900">
        {column.title}
      </h2>
      <ul className="mt-4 space-y-3">
        {column.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

export interface MarketingFooterProps {
  isSignedIn: boolean;
  onSignOut: () => void;
}

export function MarketingFooter({ isSignedIn, onSignOut }: MarketingFooterProps) {
  const year = new Date().getFullYear();
  const account: FooterColumn = isSignedIn
    ? { title: "Account", links: [{ to: "/dashboard", label: "Go to Dashboard" }] }
    : {
        title: "Account",
        links: [
          { to: "/auth", label: "Sign In" },
          { to: "/auth?mode=sign-up", label: "Create Account" },
        ],
      };

  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 lg:grid-cols-[1.6fr_repeat(6,minmax(0,1fr))] lg:gap-8">
          <div className="col-span-2 sm:col-span-3 lg:col-span-1">
            <Link to="/" className="inline-flex items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight text-slate-900">
              <LogoMark className="size-8" />
              Vitae
            </Link>
            <p className="mt-4 max-w-sm text-sm leading-6 text-slate-600">
              The AI resume and CV builder that helps you write, design and send applications you are proud of, in minutes.
            </p>
          </div>

          {[productColumn, ...pageColumns].map((column) => (
            <ColumnList key={column.title} column={column} />
          ))}
          <ColumnList column={account}>
            {isSignedIn ? (
              <li>
                <button type="button" onClick={onSignOut} className={linkClass}>
                  Sign Out
                </button>
              </li>
            ) : null}
          </ColumnList>
        </div>

        <div className="mt-12 border-t border-slate-200 pt-8">
          <p className="text-sm text-slate-600">&copy; {year} Vitae</p>
        </div>
      </div>
    </footer>
  );
}
