import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IMAGE_MAX_BYTES } from '../../../contract/images.ts'
import {
  CurrencyInput,
  OrderPage,
  PageQuery,
  PRODUCT_MAX_IMAGES,
  Product,
  ProductIdParams,
  ProductImageParams,
  ProductInput,
  ProductPage,
  SellerDashboard,
  SellerStatus,
  ShopEnabledInput,
  ShopLimitsInput,
  Storefront,
  StorefrontQuery,
} from '../../../contract/shop.ts'
import { CheckoutInput, Receipt, RedirectUrl, ShopLocalCheckoutView, ShopLocalPayInput } from '../../../contract/shop-checkout.ts'
import { AppError, validationFailed } from '../../errors.ts'
import { readMultipartForm } from '../../plugins/multipart-form.ts'
import { strictLimit } from '../../plugins/security.ts'
import type { CheckoutService } from './checkout.service.ts'
import type { ConnectService } from './connect.service.ts'
import type { LocalCheckoutService } from './local-checkout.service.ts'
import type { ShopService } from './shop.service.ts'

const tags = ['shop']
const SessionParams = z.object({ sessionId: z.string().min(1).max(200) })
const UsernameParams = z.object({ username: z.string().max(100) })
const OrderParams = z.object({ orderId: z.uuid('errors.not_found') })

/** Every /api/shop call (contract/shop.ts lists them) and the Connect webhook; rules live in the services. */
export function shopRoutes(services: {
  shop: ShopService
  checkout: CheckoutService
  localCheckout: LocalCheckoutService
  connect: ConnectService
}): FastifyPluginAsyncZod {
  const { shop, checkout, localCheckout, connect } = services
  return async (app) => {
    const ai = { onRequest: app.requireAiPlan }

    app.get(
      '/api/shop/status',
      { ...ai, schema: { tags, summary: "The seller's shop settings", response: { 200: SellerStatus } } },
      (req) => shop.getStatus(req.user!),
    )

    app.post(
      '/api/shop/update-shop-enabled',
      { ...ai, schema: { tags, summary: 'Open or close the shop', body: ShopEnabledInput, response: { 200: SellerStatus } } },
      (req) => shop.setEnabled(req.user!, req.body.enabled),
    )

    app.post(
      '/api/shop/update-limits',
      {
        ...ai,
        schema: { tags, summary: 'Most units per product and per checkout', body: ShopLimitsInput, response: { 200: SellerStatus } },
      },
      (req) => shop.setLimits(req.user!, req.body),
    )

    app.post(
      '/api/shop/update-currency',
      {
        ...ai,
        schema: { tags, summary: "The shop's currency (products follow it)", body: CurrencyInput, response: { 200: SellerStatus } },
      },
      (req) => shop.setCurrency(req.user!, req.body),
    )

    app.get(
      '/api/shop/my-products',
      { ...ai, schema: { tags, summary: "The seller's products, 12 per page", querystring: PageQuery, response: { 200: ProductPage } } },
      (req) => shop.listProducts(req.user!, req.query.page),
    )

    app.post(
      '/api/shop/add-product',
      {
        ...ai,
        schema: {
          tags,
          summary: 'Add a product (multipart: product fields and up to 4 `images`)',
          consumes: ['multipart/form-data'],
          response: { 201: Product },
        },
      },
      async (req, reply) => {
        // One file more than allowed is read, so a 5th image gets its own clear message.
        const form = await readMultipartForm(req, {
          fileField: 'images',
          maxBytes: IMAGE_MAX_BYTES,
          maxFields: 20,
          maxFiles: PRODUCT_MAX_IMAGES + 1,
        })
        const parsed = ProductInput.safeParse(form.fields)
        if (!parsed.success) throw validationFailed(parsed.error.issues)
        return reply.code(201).send(await shop.addProduct(req.user!, parsed.data, form.files))
      },
    )

    app.put(
      '/api/shop/edit/:id',
      { ...ai, schema: { tags, summary: 'Edit an own product', params: ProductIdParams, body: ProductInput, response: { 200: Product } } },
      (req) => shop.editProduct(req.user!, req.params.id, req.body),
    )

    app.delete(
      '/api/shop/delete/:id',
      { ...ai, schema: { tags, summary: 'Delete an own product', params: ProductIdParams } },
      async (req, reply) => {
        await shop.deleteProduct(req.user!, req.params.id)
        return reply.code(204).send()
      },
    )

    app.post(
      '/api/shop/products/:id/images',
      {
        ...ai,
        schema: {
          tags,
          summary: 'Add an image to an own product (multipart: image)',
          params: ProductIdParams,
          consumes: ['multipart/form-data'],
          response: { 200: Product },
        },
      },
      async (req) => {
        const { file } = await readMultipartForm(req, { fileField: 'image', maxBytes: IMAGE_MAX_BYTES, maxFields: 5 })
        if (!file) throw new AppError('VALIDATION_FAILED', [{ field: 'image', key: 'validation.required' }])
        return shop.addImage(req.user!, req.params.id, file)
      },
    )

    app.delete(
      '/api/shop/products/:id/images/:index',
      { ...ai, schema: { tags, summary: 'Remove an image of an own product', params: ProductImageParams, response: { 200: Product } } },
      (req) => shop.removeImage(req.user!, req.params.id, req.params.index),
    )

    app.get(
      '/api/shop/my-orders',
      { ...ai, schema: { tags, summary: "The seller's orders, 12 per page", querystring: PageQuery, response: { 200: OrderPage } } },
      (req) => shop.listOrders(req.user!, req.query.page),
    )

    app.post(
      '/api/shop/stripe-connect',
      { ...ai, schema: { tags, summary: 'Start or continue payout onboarding', response: { 200: RedirectUrl } } },
      (req) => connect.start(req.user!),
    )

    app.post(
      '/api/shop/connect/local/complete',
      { ...ai, schema: { tags, summary: 'Built-in onboarding: the seller is ready (local adapter)', response: { 200: SellerStatus } } },
      (req) => connect.completeLocal(req.user!),
    )

    // Stripe sends the browser back here (return_url / refresh_url); plain redirects, no JSON.
    app.get(
      '/api/shop/connect/return',
      { onRequest: app.requireUser, schema: { tags, summary: 'Stripe onboarding return_url' } },
      async (req, reply) => {
        await connect.returned(req.user!)
        return reply.redirect('/shop?connect=done')
      },
    )

    app.get(
      '/api/shop/connect/refresh',
      { onRequest: app.requireUser, schema: { tags, summary: 'Stripe onboarding refresh_url' } },
      async (req, reply) => reply.redirect(await connect.refresh(req.user!)),
    )

    app.post(
      '/api/shop/stripe-dashboard',
      { ...ai, schema: { tags, summary: 'Open the payouts dashboard', response: { 200: RedirectUrl } } },
      (req) => connect.dashboardUrl(req.user!),
    )

    app.get(
      '/api/shop/dashboard',
      { ...ai, schema: { tags, summary: 'Sales and payouts so far (local dashboard)', response: { 200: SellerDashboard } } },
      (req) => connect.dashboard(req.user!),
    )

    app.get(
      '/api/shop/public/:username/shop',
      {
        schema: {
          tags,
          summary: 'A public storefront',
          params: UsernameParams,
          querystring: StorefrontQuery,
          response: { 200: Storefront },
        },
      },
      (req) => shop.storefront(req.params.username, req.query),
    )

    app.post(
      '/api/shop/create-checkout-session-shop',
      {
        schema: { tags, summary: "Check out a cart of one seller's products", body: CheckoutInput, response: { 200: RedirectUrl } },
        config: { rateLimit: strictLimit(app.config, 30) },
      },
      (req) => checkout.createCheckout(req.body, req.lang, { ip: req.ip }),
    )

    app.get(
      '/api/shop/checkout/:orderId/cancel',
      {
        schema: { tags, summary: 'Leave a checkout: its stock goes back on sale, then on to the shop', params: OrderParams },
        config: { rateLimit: strictLimit(app.config, 30) },
      },
      async (req, reply) => reply.redirect(await checkout.cancel(req.params.orderId), 303),
    )

    app.get(
      '/api/shop/receipt/:orderId',
      { schema: { tags, summary: 'Receipt of an order', params: OrderParams, response: { 200: Receipt } } },
      (req) => checkout.receipt(req.params.orderId),
    )

    app.get(
      '/api/shop/checkout/local/:sessionId',
      {
        schema: {
          tags,
          summary: 'Test checkout: the shop order being paid',
          params: SessionParams,
          response: { 200: ShopLocalCheckoutView },
        },
        // The test card pays without money: only for someone trying the app on this machine.
        onRequest: app.requireLocalDevClient,
      },
      (req) => localCheckout.view(req.params.sessionId),
    )

    app.post(
      '/api/shop/checkout/local/:sessionId/pay',
      {
        schema: {
          tags,
          summary: 'Test checkout: pay a shop order with a test card',
          params: SessionParams,
          body: ShopLocalPayInput,
          response: { 200: z.object({ redirectUrl: z.string() }) },
        },
        onRequest: app.requireLocalDevClient,
        config: { rateLimit: strictLimit(app.config, 20) },
      },
      (req) => localCheckout.pay(req.params.sessionId, req.body),
    )

    // Stripe signs the exact bytes it sent: only this route gets the body unparsed.
    await app.register(async (raw) => {
      raw.removeContentTypeParser('application/json')
      raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
      raw.post(
        '/api/webhooks/stripe-connect',
        {
          schema: {
            tags,
            summary: 'Stripe Connect and shop checkout webhook (signed)',
            response: { 200: z.object({ received: z.literal(true) }) },
          },
        },
        async (req) => {
          if (!Buffer.isBuffer(req.body)) throw new AppError('WEBHOOK_SIGNATURE_INVALID')
          const signature = req.headers['stripe-signature']
          await connect.receiveWebhook(req.body, typeof signature === 'string' ? signature : '')
          return { received: true as const }
        },
      )
    })
  }
}
