import { markToasterNeeded } from "./toaster-demand";

export { toast } from "sonner";

// Whoever imports `toast` is about to need somewhere to show it.
markToasterNeeded();
