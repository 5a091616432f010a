import type { LegalDocument } from '../legal-types.ts'

export const privacyPolicyEn: LegalDocument = {
  title: 'Privacy Policy',
  effectiveLabel: 'Effective date',
  intro: [
    'This privacy policy explains how {site} handles personal data when you visit our website, create a creator account, publish pages of shoppable product photos, run a shop, buy from a creator or use our AI styling tools.',
    'We wrote it to be read. If anything is unclear, write to us at {email} and we will explain it.',
  ],
  sections: [
    {
      id: 'who-is-responsible',
      heading: '1. Who is responsible',
      paragraphs: [
        'The controller within the meaning of the EU General Data Protection Regulation (GDPR) is {company}, {address}. You can reach us for all privacy questions at {email}.',
        'We are the controller for the data of our own website and platform: visitor data, accounts, subscriptions, billing, support and security. Where creators use {site} to run their pages and shops, we process the data of their audience and customers on their behalf and according to their instructions; for that service data we act as processor and the creator is the controller. When you buy in a creator’s shop, the creator is responsible for fulfilling your order and for the data needed to do so.',
      ],
    },
    {
      id: 'principles',
      heading: '2. Principles of data processing',
      paragraphs: [
        'We process personal data lawfully, fairly and transparently, only for specified purposes, limited to what is necessary, accurate, kept no longer than needed and protected by appropriate security (Article 5 GDPR).',
        'Our legal bases are: the performance of a contract with you, for example your account, subscription or order (Article 6(1)(b) GDPR); legal obligations such as tax and accounting rules (Article 6(1)(c)); our legitimate interests in running a secure and reliable service, preventing fraud and answering enquiries (Article 6(1)(f)); and your consent where we ask for it, for example for AI image processing (Article 6(1)(a)). You can withdraw consent at any time with effect for the future.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: '3. Data we collect',
      paragraphs: ['Depending on how you use {site}, we process the following categories of data:'],
      bullets: [
        'Account data: full name, username, e-mail address, password (stored only as an argon2id hash), country, preferred language, role and approval status.',
        'Profile and content data: profile photo, profile text, social media links, uploaded product photos, tags with product links, discount codes, descriptions, campaigns, expiry dates and layout settings.',
        'Subscription and payment data: chosen plan (basic or AI creator), billing cycle, payment status and invoices. Card details are entered directly with our payment provider Stripe; we never see or store your full card number.',
        'Shop data: products, prices and stock of creators; for buyers, name, e-mail address, delivery address, order contents and order status.',
        'Usage statistics: counts of clicks, shares and campaign clicks per image or tag. These figures are aggregated and are not linked to individual visitors.',
        'Technical data: IP address, date and time, requested page, browser type and error information in server logs, needed to deliver and secure the service. Server logs are deleted after 30 days unless they are needed to investigate a specific security incident.',
        'Communication data: what you send us through the contact form or by e-mail, such as name, e-mail address, role, subject and message.',
        'Follower data: when you follow a creator by e-mail, we store your e-mail address, the creator you follow, the language you followed in and when you asked and confirmed. Nothing is sent but the confirmation e-mail until you confirm; an unconfirmed request is deleted after 7 days. The creator sees the address, language and date in their follower list and can export it; we send the new-look e-mails on the creator’s behalf (at most one a day per creator). Unsubscribing, with one click in any of these e-mails or on the page linked from them, deletes the entry at once; it is also deleted with the creator’s account. We keep only daily counts of follows and unsubscribes, without addresses.',
        'AI data (AI creator plan only): the photos you upload for your AI twin or outfit generator and the images generated from them, see section 14.',
      ],
    },
    {
      id: 'social-media',
      heading: '4. Social media',
      paragraphs: [
        '{site} links to our profiles on Facebook, Instagram, TikTok and YouTube, and creators can show links to their own profiles. These are plain links: we do not embed social media plugins, pixels or scripts, so no data is sent to these networks when you load our pages. Only when you follow a link does the network concerned process your data, under its own privacy policy.',
        'When you share a tag or page, we use your device’s share function or copy a link for you. We only count that a share happened; we do not learn whom you shared it with.',
      ],
    },
    {
      id: 'data-security',
      heading: '5. Data security',
      paragraphs: [
        'We protect your data with technical and organisational measures appropriate to the risk: encrypted connections (TLS), hashed passwords, an httpOnly session cookie that scripts cannot read, checks of the origin of every change request, rate limiting, removal of location metadata from uploaded photos, regular backups and the principle of least privilege.',
        'Access by our staff is strictly need-to-know: only people who need the data for a specific task, such as support, approvals or fixing a fault, can access it. Every such access is logged and the logs are audited regularly.',
      ],
    },
    {
      id: 'international-transfers',
      heading: '6. International transfers',
      paragraphs: [
        'We store and process data primarily within the European Union. Some service providers, such as our payment provider or the provider of AI computing capacity, may process data in countries outside the European Economic Area, in particular the United States.',
        'We only transfer data there if an adequate level of protection is ensured: on the basis of an adequacy decision of the European Commission (such as the EU-US Data Privacy Framework for certified companies) or of standard contractual clauses adopted by the European Commission, together with additional safeguards where necessary. You can ask us for a copy of these safeguards at {email}.',
      ],
    },
    {
      id: 'sharing',
      heading: '7. Sharing',
      paragraphs: ['We share personal data only where it is necessary:'],
      bullets: [
        'with service providers that process data on our behalf under a data processing agreement: hosting and storage, e-mail delivery, payment processing (Stripe) and AI image processing;',
        'with the creator whose shop you buy from, so that the creator can fulfil, deliver and invoice your order;',
        'with public authorities or courts, if we are legally obliged to do so;',
        'with a buyer or successor in the event of a merger or sale of our business, who must continue to respect this policy.',
      ],
    },
    {
      id: 'what-we-do-not-do',
      heading: '8. What we do not do',
      bullets: [
        'We do not sell your personal data or share it for cross-context behavioural advertising.',
        'We do not use analytics, advertising or other optional cookies, and no third-party trackers run on our pages.',
        'We do not use your photos to train general AI models and do not use them to identify you.',
        'We do not make decisions with legal or similarly significant effects about you solely by automated means: creators are approved by people.',
      ],
    },
    {
      id: 'privacy-rights',
      heading: '9. Your privacy rights',
      paragraphs: ['Under the GDPR you have the right to:'],
      bullets: [
        'access the personal data we hold about you and receive a copy (Article 15);',
        'have inaccurate data corrected (Article 16);',
        'have your data deleted, including deleting your account (Article 17);',
        'restrict processing (Article 18);',
        'export your data in a structured, commonly used, machine-readable format and share it with another provider (Article 20);',
        'object to processing based on our legitimate interests (Article 21);',
        'withdraw your consent at any time, without affecting the lawfulness of processing before the withdrawal.',
      ],
    },
    {
      id: 'update-and-consent',
      heading: '10. Updating your data and consent',
      paragraphs: [
        'You can view and update most of your data yourself in your dashboard, for example your profile, social links and images. Please keep your account data accurate.',
        'In your profile settings, under “Your data”, you can download a copy of your data as one ZIP archive (account and profile, images with their tags and coupon codes, statistics, notifications, shop products and orders, invoices, campaigns and AI images) and delete your account after entering your password again. Deleting your account removes your content and personal data at once and ends your subscription; we keep invoices for as long as tax law requires, and your shop orders stay for bookkeeping without your name or your buyers’ email addresses. You can also ask us at {email} to do either for you.',
        'Where processing depends on your consent, we ask for it separately and clearly, and you can withdraw it at any time in your account or by writing to {email}. Withdrawing consent for AI processing means that we stop the processing and delete the related photos and model.',
      ],
    },
    {
      id: 'access-requests',
      heading: '11. Access requests',
      paragraphs: [
        'Send requests to exercise your rights to {email}. We answer within {days} days of receipt. To protect your data we may ask you to confirm your identity, for example by writing from the e-mail address of your account.',
        'Requests are free of charge. Only where requests are manifestly unfounded or excessive may we charge a reasonable fee or refuse, and we will explain why.',
      ],
    },
    {
      id: 'complaint',
      heading: '12. Complaint to a supervisory authority',
      paragraphs: [
        'You have the right to lodge a complaint with a data protection supervisory authority, in particular in the EU member state of your habitual residence, place of work or place of the alleged infringement. The authority responsible for us is the data protection authority of the German federal state in which we are established. We would be grateful if you contacted us first so that we can try to resolve your concern.',
      ],
    },
    {
      id: 'usa-canada-mexico',
      heading: '13. Special provisions for the USA, Canada and Mexico',
      paragraphs: [
        'USA: If you live in California, the California Consumer Privacy Act (CCPA, as amended by the CPRA) gives you the right to know which personal information we collect, use and disclose, to access, correct and delete it, and to opt out of its sale or sharing. We do not sell personal information and do not share it for cross-context behavioural advertising. We will not discriminate against you for exercising your rights. You or an authorised agent can submit a request to {email}; we verify requests before we act on them. Residents of other US states with comparable laws have the same rights.',
        'Children: {site} is not directed at children. In accordance with the Children’s Online Privacy Protection Act (COPPA) we do not knowingly collect personal information from children under {age}. If we learn that we have collected such information, we delete it without delay. Parents or guardians who believe that their child has given us data can contact us at {email}.',
        'Canada and Mexico: We process the personal information of users in Canada in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and of users in Mexico in accordance with the Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP). You can exercise your rights of access, rectification, cancellation and opposition (ARCO rights) and withdraw your consent by writing to {email}. You may also contact the Office of the Privacy Commissioner of Canada or the competent Mexican data protection authority.',
      ],
    },
    {
      id: 'ai-image-processing',
      heading: '14. AI image processing',
      paragraphs: [
        'With the AI creator plan you can create AI-styled photos of yourself. We process the photos you upload only with your consent and only to provide these features: person segmentation separates you from the background, and your training photos are used to create a personal AI model (your AI twin) that generates new images of you in different outfits, poses and places.',
        'Your training photos are deleted as soon as your model has been trained. Generated images are stored for at most 7 days and are then deleted automatically, so please download the images you want to keep. Your personal model is deleted when you delete it, withdraw your consent or close your account.',
        'Where processing is carried out by an AI computing provider, that provider acts as our processor, may use the data only for this purpose and must delete it afterwards. Please upload only photos of yourself, never photos of other people without their consent, and do not upload photos of children.',
      ],
    },
    {
      id: 'moderation-data',
      heading: '15. Notices, moderation and trader information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you send a notice, we process the item you report, the category and explanation you give, your name and e-mail address (if you give them), the language of the form, whether you were signed in, and the times of the notice and its confirmation. We use them to confirm your address, to review the notice, to inform you of our decision and to handle a complaint. The legal basis is Art. 6(1)(c) GDPR in conjunction with Articles 16, 17 and 20 of the Digital Services Act; to counter misuse (Article 23) we also keep a count of manifestly unfounded notices per e-mail address (Art. 6(1)(c) and (f) GDPR). We do not publish your name or e-mail address, and we pass them on to the creator concerned only where this is necessary to handle the notice or required by law. If you do not confirm your address, we delete the notice eight days after you sent it (a day after the confirmation link expires); six months after our decision on your notice, once no complaint about it is open, we delete your name and e-mail address from it.',
        },
        {
          kind: 'paragraph',
          text: 'For a moderation decision we keep the decision, its grounds, the administrator who took it, the statements of reasons sent and any complaint with its outcome. Statements of reasons are sent to the European Commission’s DSA Transparency Database without personal data. We keep these records for as long as they are needed to handle complaints and out-of-court or court proceedings and to meet our transparency obligations.',
        },
        {
          kind: 'paragraph',
          text: 'If you run a shop, we process the trader information you give us (name, address, telephone number, e-mail address, trade register and registration number, VAT identification number and the date of your self-certification) and publish it on your shop page, as Article 30 of the Digital Services Act requires (Art. 6(1)(c) GDPR). We keep it while your shop exists and delete it with your account, unless we must keep it longer by law.',
        },
      ],
    },
    {
      id: 'changes',
      heading: '16. Changes to this policy',
      paragraphs: [
        'We update this policy when our services or the law change. The current version is always available on this page with its effective date. If we make material changes, we will inform registered users by e-mail or in the dashboard before the changes take effect.',
      ],
    },
  ],
}
