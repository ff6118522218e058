/** Where a link into a tool goes: the tool for a signed-in visitor, as CallToAction does; /auth for everyone else. */
export const toolHref = (isSignedIn: boolean, to: string): string => (isSignedIn ? to : "/auth");
