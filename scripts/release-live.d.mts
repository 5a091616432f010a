export declare function liveReleases(
  releasesDir: string,
  env?: Record<string, string | undefined>,
): Promise<{ live: Set<string>; markers: Set<string>; rows: Set<string>; database: string }>
export declare function releasesWithLiveRows(url: string): Promise<string[]>
export declare function databaseUrl(env: Record<string, string | undefined>): string | undefined
