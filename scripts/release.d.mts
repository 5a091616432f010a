export declare const PROJECT_ROOT: string
export declare function buildRoot(root?: string, env?: Record<string, string | undefined>): string
export declare function releasesDir(root?: string): string
export declare function sourceHash(root?: string): string
export declare function currentRelease(root?: string): { dir: string; hash: string; id: string; assets: string[] } | undefined
export declare function isCurrent(root?: string): boolean
export declare function newReleaseDir(hash: string, root?: string): string
export declare function publishRelease(dir: string, hash: string, root?: string, inUse?: Set<string>): string[]
export declare function releasesToRemove(releases: { name: string; finished: boolean; ageMs: number }[], kept: Set<string>): string[]
