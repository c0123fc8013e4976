import { Anchor, type AnchorProps } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { memberProfilePath } from "../../lib/member-profile-path.ts";

interface MemberNameLinkProps extends AnchorProps {
  /** The member's row id; without one (a deleted member's feedback) the name is plain text. */
  id: number | null | undefined;
  children: ReactNode;
}

/**
 * A member's name as a link to their profile (decision 0260), the same on every screen that shows it.
 * Underlined always: inside a sentence a link told apart by its colour alone fails axe's
 * `link-in-text-block` (seen on the feedback details dialog).
 */
export function MemberNameLink({ id, children, ...props }: MemberNameLinkProps) {
  if (id == null) return <>{children}</>;
  return (
    <Anchor
      component={Link}
      to={memberProfilePath(id)}
      inherit
      c="blue.8"
      underline="always"
      data-testid="member-name-link"
      {...props}
    >
      {children}
    </Anchor>
  );
}
