export const DEFAULT_AVATAR_SIZE = 48;
export const USER_SERVICE_PATH = '/.well-known/service';

export interface AvatarOptions {
  readonly did: string;
  /** Width and height in pixels; default 48. */
  readonly size?: number | undefined;
  /** The profile's update time, so a changed avatar bypasses caches. */
  readonly updatedAt?: string | number | null | undefined;
  /** The user service mount; default /.well-known/service. */
  readonly servicePath?: string | undefined;
}

/**
 * The avatar image path of a user: {service}/user/avatar/{did}?imageFilter=resize&w={size}&h={size}&updateAt={t}.
 */
export function avatarUrl({ did, size = DEFAULT_AVATAR_SIZE, updatedAt, servicePath = USER_SERVICE_PATH }: AvatarOptions): string {
  const base = servicePath.replace(/\/+$/, '');
  const params = new URLSearchParams({
    imageFilter: 'resize',
    w: String(size),
    h: String(size),
    updateAt: updatedAt === null || updatedAt === undefined ? '' : String(updatedAt),
  });
  return `${base}/user/avatar/${encodeURIComponent(did)}?${params.toString()}`;
}
