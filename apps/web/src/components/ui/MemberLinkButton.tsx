import { Button, type ButtonVariant } from "@mantine/core";
import { IconListCheck, IconListDetails, IconUpload, IconUserPlus } from "@tabler/icons-react";
import { Link } from "react-router-dom";

/** Part 1 §2's member buttons: "Add New Member, Bulk Upload, View All Members", each with its screen and look. */
const MEMBER_LINKS = {
  addMember: { label: "Add New Member", to: "/dashboard/addMember", icon: IconUserPlus, variant: "filled" },
  bulkUpload: { label: "Bulk Upload", to: "/dashboard/bulkUpload", icon: IconUpload, variant: "light" },
  // Designed (decision 0290): the plan catalogue members join on.
  plans: { label: "Plans", to: "/dashboard/plans", icon: IconListCheck, variant: "default" },
  membersList: { label: "View All Members", to: "/dashboard/membersList", icon: IconListDetails, variant: "default" },
} as const satisfies Record<string, { label: string; to: string; variant: ButtonVariant; icon: unknown }>;

interface MemberLinkButtonProps {
  link: keyof typeof MEMBER_LINKS;
  iconSize?: number;
  withIcon?: boolean;
}

/** A link to a members screen, the same on the dashboard home, the members list and the bulk upload results. */
export function MemberLinkButton({ link, iconSize = 16, withIcon = true }: MemberLinkButtonProps) {
  const { label, to, icon: Icon, variant } = MEMBER_LINKS[link];
  return (
    <Button
      component={Link}
      to={to}
      variant={variant}
      {...(withIcon ? { leftSection: <Icon size={iconSize} aria-hidden /> } : {})}
    >
      {label}
    </Button>
  );
}
