import type { Config } from '@react-router/dev/config';

// Framework mode with server rendering; the Fastify process serves the build (server/ssr.ts).
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
