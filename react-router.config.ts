import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'web',
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config
