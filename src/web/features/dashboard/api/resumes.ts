import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../../lib/api-client";

export const resumesQuery = queryOptions({
  queryKey: ["resumes"],
  queryFn: async () => (await unwrap(api.api.resumes.$get())).resumes,
});
