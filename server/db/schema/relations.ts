import { relations } from 'drizzle-orm'
import { aiGenerations, aiImages, aiModels, aiTrainingPhotos } from './ai.ts'
import { passwordResetTokens } from './auth.ts'
import { badgeRequests } from './badges.ts'
import { failedRenewals, invoices, subscriptions } from './billing.ts'
import { campaigns } from './campaigns.ts'
import { images, tags } from './images.ts'
import { notifications } from './notifications.ts'
import { orderItems, orders, products } from './shop.ts'
import { creatorStats, events } from './tracking.ts'
import { users } from './users.ts'

/** Relations for Drizzle's relational query API (`db.query.images.findMany({ with: { tags } })`). */

export const usersRelations = relations(users, ({ many, one }) => ({
  images: many(images),
  products: many(products),
  campaigns: many(campaigns),
  notifications: many(notifications),
  badgeRequests: many(badgeRequests, { relationName: 'badgeRequester' }),
  subscriptions: many(subscriptions),
  invoices: many(invoices),
  failedRenewals: many(failedRenewals),
  orders: many(orders),
  aiModel: one(aiModels),
  aiGenerations: many(aiGenerations),
  aiImages: many(aiImages),
  stats: one(creatorStats),
  passwordResetTokens: many(passwordResetTokens),
  events: many(events),
}))

export const passwordResetTokensRelations = relations(passwordResetTokens, ({ one }) => ({
  user: one(users, { fields: [passwordResetTokens.userId], references: [users.id] }),
}))

export const imagesRelations = relations(images, ({ one, many }) => ({
  user: one(users, { fields: [images.userId], references: [users.id] }),
  tags: many(tags),
}))

export const tagsRelations = relations(tags, ({ one }) => ({
  image: one(images, { fields: [tags.imageId], references: [images.id] }),
}))

export const eventsRelations = relations(events, ({ one }) => ({
  user: one(users, { fields: [events.userId], references: [users.id] }),
  image: one(images, { fields: [events.imageId], references: [images.id] }),
  campaign: one(campaigns, { fields: [events.campaignId], references: [campaigns.id] }),
}))

export const creatorStatsRelations = relations(creatorStats, ({ one }) => ({
  user: one(users, { fields: [creatorStats.userId], references: [users.id] }),
}))

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
}))

export const badgeRequestsRelations = relations(badgeRequests, ({ one }) => ({
  user: one(users, {
    fields: [badgeRequests.userId],
    references: [users.id],
    relationName: 'badgeRequester',
  }),
  reviewer: one(users, { fields: [badgeRequests.reviewedBy], references: [users.id] }),
}))

export const subscriptionsRelations = relations(subscriptions, ({ one, many }) => ({
  user: one(users, { fields: [subscriptions.userId], references: [users.id] }),
  invoices: many(invoices),
  failedRenewals: many(failedRenewals),
}))

export const invoicesRelations = relations(invoices, ({ one }) => ({
  user: one(users, { fields: [invoices.userId], references: [users.id] }),
  subscription: one(subscriptions, {
    fields: [invoices.subscriptionId],
    references: [subscriptions.id],
  }),
}))

export const failedRenewalsRelations = relations(failedRenewals, ({ one }) => ({
  user: one(users, { fields: [failedRenewals.userId], references: [users.id] }),
  subscription: one(subscriptions, {
    fields: [failedRenewals.subscriptionId],
    references: [subscriptions.id],
  }),
}))

export const productsRelations = relations(products, ({ one }) => ({
  user: one(users, { fields: [products.userId], references: [users.id] }),
}))

export const ordersRelations = relations(orders, ({ one, many }) => ({
  seller: one(users, { fields: [orders.sellerId], references: [users.id] }),
  items: many(orderItems),
}))

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}))

export const campaignsRelations = relations(campaigns, ({ one }) => ({
  user: one(users, { fields: [campaigns.userId], references: [users.id] }),
}))

export const aiModelsRelations = relations(aiModels, ({ one, many }) => ({
  user: one(users, { fields: [aiModels.userId], references: [users.id] }),
  trainingPhotos: many(aiTrainingPhotos),
  generations: many(aiGenerations),
}))

export const aiTrainingPhotosRelations = relations(aiTrainingPhotos, ({ one }) => ({
  model: one(aiModels, { fields: [aiTrainingPhotos.modelId], references: [aiModels.id] }),
}))

export const aiGenerationsRelations = relations(aiGenerations, ({ one, many }) => ({
  user: one(users, { fields: [aiGenerations.userId], references: [users.id] }),
  model: one(aiModels, { fields: [aiGenerations.modelId], references: [aiModels.id] }),
  images: many(aiImages),
}))

export const aiImagesRelations = relations(aiImages, ({ one }) => ({
  user: one(users, { fields: [aiImages.userId], references: [users.id] }),
  generation: one(aiGenerations, {
    fields: [aiImages.generationId],
    references: [aiGenerations.id],
  }),
}))
