import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IMAGE_MAX_BYTES } from '../../../contract/images.ts'
import { PRODUCT_MAX_IMAGES, ProductInput } from '../../../contract/shop.ts'
import { shopApi } from '../../../contract/shop-api.ts'
import { AppError, validationFailed } from '../../errors.ts'
import { route } from '../../plugins/endpoints.ts'
import { readMultipartForm } from '../../plugins/multipart-form.ts'
import { strictLimit } from '../../plugins/security.ts'
import type { LocalShopCheckoutService } from '../../ports/payments/local/shop-checkout.service.ts'
import type { CheckoutService } from './checkout.service.ts'
import type { ConnectService } from './connect.service.ts'
import type { TradedShopService } from './trader-gate.ts'

/** Every /api/shop call (contract/shop-api.ts) and the Connect webhook; rules live in the services. */
export function shopRoutes(services: {
  shop: TradedShopService
  checkout: CheckoutService
  localCheckout: LocalShopCheckoutService
  connect: ConnectService
}): FastifyPluginAsyncZod {
  const { shop, checkout, localCheckout, connect } = services
  return async (app) => {
    route(app, shopApi.status, {}, (req) => shop.getStatus(req.user!))
    route(app, shopApi.setEnabled, {}, (req) => shop.setEnabled(req.user!, req.body.enabled))
    route(app, shopApi.setLimits, {}, (req) => shop.setLimits(req.user!, req.body))
    route(app, shopApi.setCurrency, {}, (req) => shop.setCurrency(req.user!, req.body))
    route(app, shopApi.products, {}, (req) => shop.listProducts(req.user!, req.query.page))

    route(app, shopApi.addProduct, {}, async (req) => {
      // One file more than allowed is read, so a 5th image gets its own clear message.
      const form = await readMultipartForm(req, {
        fileField: 'images',
        maxBytes: IMAGE_MAX_BYTES,
        maxFields: 20,
        maxFiles: PRODUCT_MAX_IMAGES + 1,
      })
      const parsed = ProductInput.safeParse(form.fields)
      if (!parsed.success) throw validationFailed(parsed.error.issues)
      return shop.addProduct(req.user!, parsed.data, form.files)
    })

    route(app, shopApi.editProduct, {}, (req) => shop.editProduct(req.user!, req.params.id, req.body))
    route(app, shopApi.deleteProduct, {}, async (req) => {
      await shop.deleteProduct(req.user!, req.params.id)
    })

    route(app, shopApi.addImage, {}, async (req) => {
      const { file } = await readMultipartForm(req, { fileField: 'image', maxBytes: IMAGE_MAX_BYTES, maxFields: 5 })
      if (!file) throw new AppError('VALIDATION_FAILED', [{ field: 'image', key: 'validation.required' }])
      return shop.addImage(req.user!, req.params.id, file)
    })
    route(app, shopApi.removeImage, {}, (req) => shop.removeImage(req.user!, req.params.id, req.params.index))
    route(app, shopApi.orders, {}, (req) => shop.listOrders(req.user!, req.query.page))

    route(app, shopApi.connect, {}, (req) => connect.start(req.user!))
    route(app, shopApi.completeLocalConnect, {}, (req) => connect.completeLocal(req.user!))
    route(app, shopApi.connectReturn, {}, async (req, reply) => {
      await connect.returned(req.user!)
      return reply.redirect('/shop?connect=done', 302)
    })
    route(app, shopApi.connectRefresh, {}, async (req, reply) => reply.redirect(await connect.refresh(req.user!), 302))
    route(app, shopApi.payoutsDashboard, {}, (req) => connect.dashboardUrl(req.user!))
    route(app, shopApi.sellerDashboard, {}, (req) => connect.dashboard(req.user!))

    route(app, shopApi.storefront, {}, (req) => shop.storefront(req.params.username, req.query))
    route(app, shopApi.checkout, { config: { rateLimit: strictLimit(app.config, 30) } }, (req) =>
      checkout.createCheckout(req.body, req.lang, { ip: req.ip }),
    )
    route(app, shopApi.cancelCheckout, { config: { rateLimit: strictLimit(app.config, 30) } }, async (req, reply) =>
      reply.redirect(await checkout.cancel(req.params.orderId), 303),
    )
    route(app, shopApi.receipt, {}, (req) => checkout.receipt(req.params.orderId))
    // The test card pays without money: only for someone trying the app on this machine.
    route(app, shopApi.localCheckout, {}, (req) => localCheckout.view(req.params.sessionId))
    route(app, shopApi.localPay, { config: { rateLimit: strictLimit(app.config, 20) } }, (req) =>
      localCheckout.pay(req.params.sessionId, req.body),
    )

    // Stripe signs the exact bytes it sent: only this route gets the body unparsed.
    await app.register(async (raw) => {
      raw.removeContentTypeParser('application/json')
      raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
      route(raw, shopApi.connectWebhook, {}, async (req) => {
        if (!Buffer.isBuffer(req.body)) throw new AppError('WEBHOOK_SIGNATURE_INVALID')
        const signature = req.headers['stripe-signature']
        await connect.receiveWebhook(req.body, typeof signature === 'string' ? signature : '')
        return { received: true as const }
      })
    })
  }
}
