export declare const PROJECT_ROOT: string
export declare function sourceHash(root?: string): string
export declare function currentRelease(root?: string): { dir: string; hash: string; id: string; assets: string[] } | undefined
export declare function isCurrent(root?: string): boolean
export declare function newReleaseDir(hash: string, root?: string): string
export declare function publishRelease(dir: string, hash: string, root?: string): void
