import { Avatar } from "@mantine/core";
import { initialsColor } from "../../../../lib/initials-color.ts";
import type { Member } from "../../api/types.ts";

/** The member's photo, or white initials on a dark colour of their own (readable: WCAG AA). */
export function MemberAvatar({ member, size = 36 }: { member: Member; size?: number }) {
  return (
    <Avatar
      src={member.profile_photo_url}
      alt=""
      radius="xl"
      size={size}
      variant="filled"
      color={initialsColor(member.full_name)}
      name={member.full_name}
    />
  );
}
