import { Link } from "react-router";
import { Button } from "../components/ui/button";

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to="/">Go to Homepage</Link>
      </Button>
    </div>
  );
}
