export declare function prunePlatformBinaries(nodeModules: string, platform?: string, arch?: string): string[]
