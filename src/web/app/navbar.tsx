import { Menu, X } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { LogoMark } from "../components/brand/logo-mark";
import { pageColumn, type PageWidth } from "../components/ui/page-column";
import { cn } from "../lib/cn";

interface NavItem {
  to: string;
  label: string;
}

// Seed 000 section 2: Dashboard, Features, Job Tracker, then Sign Out.
const signedInItems: NavItem[] = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/features", label: "Features" },
  { to: "/job-tracker", label: "Job Tracker" },
];
// Until the session is known, a page served with its content shows only what both lists have.
const eitherItems: NavItem[] = [{ to: "/features", label: "Features" }];
const visitorItems: NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/features", label: "Features" },
  { to: "/auth", label: "Sign In" },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "bg-blue-50 text-blue-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
  );

/** `isSignedIn` is undefined while the first session check runs. */
export function Navbar({ isSignedIn, width, onSignOut }: { isSignedIn: boolean | undefined; width: PageWidth; onSignOut: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const items = isSignedIn === undefined ? eitherItems : isSignedIn ? signedInItems : visitorItems;
  const close = () => setIsOpen(false);

  const links = (
    <>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end className={linkClass} onClick={close}>
          {item.label}
        </NavLink>
      ))}
      {isSignedIn && (
        <button
          type="button"
          className="rounded-md px-3 py-2 text-left text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          Sign Out
        </button>
      )}
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <nav aria-label="Main" className={cn(pageColumn[width], "flex h-16 items-center justify-between")}>
        <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-slate-900">
          <LogoMark className="size-8" />
          <span>Vitae</span>
          <span className="hidden text-sm font-normal text-slate-500 sm:inline">Resume &amp; CV Builder</span>
        </Link>
        <div className="hidden items-center gap-1 md:flex">{links}</div>
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={isOpen}
          aria-controls="mobile-menu"
          aria-label={isOpen ? "Close menu" : "Open menu"}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
        </button>
      </nav>
      {isOpen && (
        <div id="mobile-menu" className={cn(pageColumn[width], "flex flex-col gap-1 border-t border-slate-200 py-3 md:hidden")}>
          {links}
        </div>
      )}
    </header>
  );
}
