import {
  endpointKey,
  endpoints,
  type HttpMethod,
  notAllowedText,
  type Permission,
  type Role,
  roleMay,
} from "@gym/contracts";
import { useStoredSession } from "./use-stored-session.ts";

/**
 * What the signed-in role may do, from the endpoint catalogue's permissions (issue 25 §3, decision 0321):
 * the same table the server enforces, so a menu, button or screen shows only where its call would be
 * allowed. The server still refuses everything else with a 403 whose text names the role.
 */
let permissions: Map<string, Permission> | undefined;
/** Built on first use: at module start the catalogue's chunk may not have run yet (chunks import each other). */
const permissionOf = () => {
  permissions ??= new Map(endpoints.map((e) => [endpointKey(e), e.permission]));
  return permissions;
};

/** "GET /api/auth/staff/" as the catalogue writes it: `{id}` placeholders stay as written. */
export type EndpointName = `${HttpMethod} /${string}`;

export function mayCall(role: Role, endpoint: EndpointName): boolean {
  const [method, path] = endpoint.split(" ") as [HttpMethod, string];
  const permission = permissionOf().get(endpointKey({ method, path }));
  if (!permission) throw new Error(`${endpoint} is not in the endpoint catalogue`);
  return roleMay(role, permission);
}

/** The signed-in account's role (the stored session's; OWNER while none is stored, as before roles). */
export function useRole(): Role {
  return useStoredSession().user?.role ?? "OWNER";
}

/** True when the signed-in role may call the endpoint. */
export function useMayCall(endpoint: EndpointName): boolean {
  return mayCall(useRole(), endpoint);
}

export { notAllowedText };
