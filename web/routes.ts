import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('landing', 'routes/landing.tsx'),
    route('about', 'routes/about.tsx'),
    route('news', 'routes/news.tsx'),
    route('imprint', 'routes/imprint.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('terms-of-use', 'routes/terms-of-use.tsx'),
    route('cookie-policy', 'routes/cookie-policy.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('pricing', 'routes/pricing.tsx'),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('register-success', 'routes/register-success.tsx'),
    route('request-reset', 'routes/request-reset.tsx'),
    route('reset-password/:token', 'routes/reset-password.tsx'),
    route('checkout/:sessionId', 'routes/checkout.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('dashboard', 'routes/dashboard.tsx'),
    route('admin', 'routes/admin.tsx'),
    route('dev/mailbox', 'routes/dev-mailbox.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
