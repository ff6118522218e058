import { Link } from "react-router";
import { LogoMark } from "../../../components/brand/logo-mark";

type FooterLink = { to: string; label: string };
type FooterColumn = { title: string; links: FooterLink[] };

// Only routes that exist today; add new ones here as their pages ship.
const productColumn: FooterColumn = {
  title: "Product",
  links: [
    { to: "/", label: "Home" },
    { to: "/features", label: "Features" },
  ],
};
const visitorAccount: FooterColumn = {
  title: "Account",
  links: [
    { to: "/auth", label: "Sign In" },
    { to: "/auth?mode=sign-up", label: "Create Account" },
  ],
};
const signedInAccount: FooterColumn = {
  title: "Account",
  links: [
    { to: "/dashboard", label: "Dashboard" },
    { to: "/settings", label: "Public Profile" },
  ],
};

export function MarketingFooter({ isSignedIn }: { isSignedIn: boolean }) {
  const year = new Date().getFullYear();
  const columns = [productColumn, isSignedIn ? signedInAccount : visitorAccount];

  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <div className="sm:col-span-2">
            <Link to="/" className="inline-flex items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight text-slate-900">
              <LogoMark className="size-8" />
              Vitae
            </Link>
            <p className="mt-4 max-w-sm text-sm leading-6 text-slate-600">
              The AI resume and CV builder that helps you write, design and send applications you are proud of, in minutes.
            </p>
          </div>

          {columns.map((column) => (
            <nav key={column.title} aria-labelledby={`footer-${column.title.toLowerCase()}`}>
              <h2 id={`footer-${column.title.toLowerCase()}`} className="text-sm font-semibold text-slate-900">
                {column.title}
              </h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className="rounded-sm text-sm text-slate-600 transition-colors hover:text-blue-700">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="mt-12 border-t border-slate-200 pt-8">
          <p className="text-sm text-slate-600">&copy; {year} Vitae</p>
        </div>
      </div>
    </footer>
  );
}
