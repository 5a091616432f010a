import type { LegalDocument } from '../legal-types.ts'

export const termsOfUseEn: LegalDocument = {
  title: 'Terms of Use',
  effectiveLabel: 'Effective date',
  intro: [
    'These terms of use govern the use of {site}, a platform on which creators publish pages of product photos with shoppable tags and discount codes, run a shop and, on the AI plan, create AI-styled photos of themselves. Please read them carefully. Our privacy policy explains how we process personal data.',
  ],
  sections: [
    {
      id: 'scope',
      heading: '1. Scope and provider',
      paragraphs: [
        '{site} is operated by {company}, {address} (“{site}”, “we”). These terms apply to every use of the {site} website and services by visitors, buyers and creators. Conflicting terms of users do not apply unless we expressly agree to them in writing.',
        '“Creator” means a person who registers an account to publish content or run a shop. “Visitor” means anyone who browses public pages. “Buyer” means anyone who orders products in a creator’s shop.',
      ],
    },
    {
      id: 'accounts',
      heading: '2. Accounts and approval',
      paragraphs: [
        'To publish content you need a creator account. You must be at least 18 years old and have full legal capacity, and the information you provide must be true and kept up to date. Each person may hold only one account, and usernames must not infringe the rights of others or be misleading.',
        'New creator accounts are reviewed and approved by our administrators before their pages become public. We may refuse approval, in particular if the information is incomplete or the account appears to breach these terms; there is no entitlement to approval.',
        'Keep your password secret and tell us at {email} without delay if you suspect that someone else has used your account. You are responsible for activities carried out with your account unless you are not at fault.',
      ],
    },
    {
      id: 'plans-and-payment',
      heading: '3. Plans and payment',
      paragraphs: [
        'Creators can choose between a basic plan and an AI creator plan, each billed monthly or yearly. All prices are in {currency}. The current prices are shown on our pricing page and at checkout; they are currently:',
      ],
      bullets: [
        'Basic: {price.basic.monthly} per month or {price.basic.yearly} per year.',
        'AI creator: {price.ai.monthly} per month or {price.ai.yearly} per year; it includes the AI features described in section 8.',
        'Payment is made in advance by card through our payment provider Stripe. The price shown at checkout, including any applicable VAT, is binding.',
        'Subscriptions renew automatically for the same period (one month or one year) unless cancelled before the end of the current period. Renewal is charged to the stored payment method.',
        'You can cancel at any time in your dashboard or by e-mail to {email}; cancellation takes effect at the end of the period already paid. Amounts paid for a period that has begun are not refunded unless the law requires it.',
        'If a renewal payment fails, we will notify you and may restrict paid features until payment has been made.',
        'We may change prices for future billing periods. We will inform you at least 30 days in advance; you can cancel before the change takes effect.',
      ],
    },
    {
      id: 'right-of-withdrawal',
      heading: '4. Right of withdrawal for consumers',
      paragraphs: [
        'If you are a consumer in the European Union, you have a statutory right to withdraw from a subscription contract within 14 days of its conclusion without giving any reason. To exercise it, send us a clear statement, for example by e-mail to {email}. If you asked us to start the service during the withdrawal period, you must pay a proportionate amount for the service provided until the withdrawal.',
      ],
    },
    {
      id: 'creator-content',
      heading: '5. Creator content and licences',
      paragraphs: [
        'You keep all rights to the photos, texts, tags and other content you upload. You grant us a simple, non-exclusive, worldwide and royalty-free licence, limited to the duration of the storage of the content, to store, reproduce, adapt technically (for example to create image sizes and formats), display publicly and make available your content, to the extent necessary to operate and present {site}, including previews when your pages are shared.',
        'You confirm that you hold all rights needed for your content, in particular the rights of the photographers and of the people shown, and that your content does not infringe any law or third-party rights. You indemnify us against claims of third parties arising from a culpable infringement of these obligations.',
        'Content is shown until you delete it or until the expiry date you have set. We may remove or block content that breaches these terms or the law.',
      ],
    },
    {
      id: 'shoppable-links',
      heading: '6. Shoppable links, discount codes and affiliate disclosure',
      paragraphs: [
        'Tags link to products in third-party online shops. Purchases made there are contracts between you and the shop concerned; {site} is not a party to them and is not responsible for products, prices, delivery or the availability of discount codes, which are provided by creators or brands.',
        'Links may be affiliate links for which the creator receives a commission. Creators must clearly label advertising, affiliate links and paid partnerships in accordance with applicable law, for example with “Ad” or “Advertisement”. Commissions do not change the price for buyers.',
      ],
    },
    {
      id: 'shop-sales',
      heading: '7. Shop sales between creators and buyers',
      paragraphs: [
        'In a creator’s shop, the purchase contract is concluded directly between the creator as seller and the buyer. {site} provides the technical platform and, through Stripe, the card checkout; {site} is neither seller nor representative of either party.',
        'The creator is solely responsible for product descriptions, prices, stock, delivery, invoices, taxes, warranty and consumer rights, in particular the right of withdrawal of consumers. Buyers direct questions about an order to the creator. Payouts to creators are made through Stripe and are subject to Stripe’s terms.',
      ],
    },
    {
      id: 'ai-features',
      heading: '8. AI features',
      paragraphs: [
        'On the AI creator plan you can train a personal AI model (AI twin) with photos of yourself and generate styled images with different outfits, poses and backgrounds. Usage limits, such as the number of trainings and daily images, are shown in the app.',
        'Upload only photos of yourself, never photos of other people or of children. AI-generated images may contain errors or look different from reality; check them before you publish them and label them as AI-generated where the law or platform rules require it. Training photos are deleted once training is complete; generated images are stored for at most 7 days.',
      ],
    },
    {
      id: 'prohibited-use',
      heading: '9. Prohibited use',
      paragraphs: ['When using {site} you must not in particular:'],
      bullets: [
        'publish unlawful, misleading, discriminatory, violent, pornographic or otherwise harmful content;',
        'infringe copyrights, trade mark rights, personality rights or other rights of third parties;',
        'create images of other people without their consent, in particular deceptive deepfakes;',
        'sell counterfeit, dangerous or prohibited products or publish misleading discount codes;',
        'send spam, manipulate clicks, shares or statistics, or circumvent usage limits;',
        'attack, overload or scrape the service automatically, or circumvent security measures;',
        'use another person’s account or pass on access to your account.',
      ],
    },
    {
      id: 'verified-badge',
      heading: '10. Verified badge',
      paragraphs: [
        'Creators can apply for a verified badge. Our administrators review applications at their discretion, for example on the basis of the authenticity and activity of the account. The badge only confirms that we have checked the identity of the account holder; it is not a recommendation or a guarantee for products or content. We may withdraw the badge if the requirements are no longer met or the account breaches these terms.',
      ],
    },
    {
      id: 'termination',
      heading: '11. Termination and blocking',
      paragraphs: [
        'You can delete your account at any time. The right to terminate a paid subscription is governed by section 3.',
        'We may terminate the contract with 30 days’ notice, in which case we refund the unused part of prepaid fees. We may block content or accounts, or terminate without notice, if there is good cause, in particular a serious or repeated breach of these terms. Where reasonable, we will warn you first and give you the opportunity to respond.',
        'After the end of the contract we delete your content and data in accordance with our privacy policy, unless we are legally obliged to keep them.',
      ],
    },
    {
      id: 'liability',
      heading: '12. Liability',
      paragraphs: [
        'We are liable without limitation for intent and gross negligence, for injury to life, body or health, under the German Product Liability Act and to the extent we have given a guarantee. For slight negligence we are liable only for breach of an essential contractual obligation, that is an obligation whose fulfilment makes the proper performance of the contract possible and on which you may regularly rely, and limited to the foreseeable damage typical for the contract.',
        'We strive for high availability but cannot guarantee uninterrupted access; maintenance and circumstances beyond our control may cause interruptions. We are not responsible for the content of creators or of linked third-party websites.',
      ],
    },
    {
      id: 'governing-law',
      heading: '13. Governing law and disputes',
      paragraphs: [
        'These terms are governed by the law of the Federal Republic of Germany, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a consumer, you also keep the protection of the mandatory provisions of the law of the country in which you have your habitual residence.',
        'If you are a merchant, the place of jurisdiction is the registered office of {company}. We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
      ],
    },
    {
      id: 'changes',
      heading: '14. Changes to these terms',
      paragraphs: [
        'We may change these terms for valid reasons, for example new features or changes in the law. We will inform registered users at least 30 days before the changes take effect. If you do not object within this period, the changes are deemed accepted; we will point out this consequence in the notice. If you object, either party may terminate the contract at the time the changes take effect.',
      ],
    },
    {
      id: 'notice-and-action',
      heading: '15. Reporting content, moderation decisions and complaints',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Anyone can tell us about content on {site} that they consider illegal or contrary to these terms, also without an account: every look, product, tag link, campaign and creator page has a “Report” link that leads to our notice form. A notice must contain a sufficiently substantiated explanation of why the content is illegal or breaches these terms, the exact item (the form fills it in), your name and e-mail address (except for notices about child sexual abuse material, which you may send without them) and your confirmation that you believe in good faith that the information in the notice is accurate and complete.',
        },
        {
          kind: 'paragraph',
          text: 'If you report without being signed in, we first send you an e-mail to confirm your address; the notice is handled only once you have confirmed it. We confirm receipt of every notice by e-mail. Several notices about the same item are handled together.',
        },
        {
          kind: 'paragraph',
          text: 'Our administrators review notices in a timely, diligent, non-arbitrary and objective manner; notices that name a threat to the life or safety of persons are reviewed first. We do not use automated means to detect or decide on content. After the review we decide on one of the following:',
        },
        {
          kind: 'bullets',
          items: [
            'no action;',
            'restricting the visibility of the item: it is no longer shown publicly but is kept, in particular for the duration of a possible complaint and for the creator’s data export;',
            'removal of the item;',
            'suspension of the creator’s shop or account for a period;',
            'rejection of the notice as manifestly unfounded.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Every decision records whether it is based on the law (and which provision) or on these terms (and which clause), its territorial scope and its duration. We inform the notifier of our decision by e-mail. If we restrict content, a shop or an account, the creator concerned receives a statement of reasons by e-mail and in the dashboard, in the creator’s language: the decision and its scope and duration, the facts and circumstances relied on, the legal or contractual ground, whether automated means were used, and the available means of redress. We also send the statements of reasons, without personal data, to the European Commission’s DSA Transparency Database.',
        },
        {
          kind: 'paragraph',
          text: 'Internal complaints: for six months after being informed of a decision, the creator concerned and a notifier whose notice was not acted on can complain against it, free of charge, once per decision: in the dashboard, or through the link in our e-mail. A complaint is reviewed by qualified staff and, where we have more than one administrator, not by the person who took the decision. We reverse the decision without undue delay if the complaint shows that it was unfounded, and we inform you of our reasoned outcome by e-mail, together with the further means of redress.',
        },
        {
          kind: 'paragraph',
          text: 'Out-of-court dispute settlement: to resolve a dispute about these decisions, including a complaint that was not resolved through our internal system, you may select any out-of-court dispute settlement body certified under Article 21 of the Digital Services Act (Regulation (EU) 2022/2065) by the Digital Services Coordinator of a Member State. We will engage in good faith with the body selected; its decisions are not binding on either party. Certified bodies offer the procedure to users free of charge or for a nominal fee.',
        },
        {
          kind: 'paragraph',
          text: 'Courts: your right to bring the matter before a court at any time is not affected by the internal complaint or the out-of-court procedure.',
        },
        {
          kind: 'paragraph',
          text: 'Misuse (Article 23 of the Digital Services Act): after a prior warning, we suspend for a reasonable period creators who frequently provide manifestly illegal content, as shown by repeated notices we have upheld. Notices from an address that has repeatedly sent manifestly unfounded notices are first handled with lower priority and may then be refused for a reasonable period. We decide case by case, taking into account the number of such items or notices, their proportion of the total, the gravity of the misuse and its consequences, and the intention recognisable.',
        },
      ],
    },
    {
      id: 'traders',
      heading: '16. Trader information in creator shops',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Before a creator’s shop can take orders, the creator must give us the information that Article 30 of the Digital Services Act requires of traders: name, postal address, telephone number and e-mail address; the trade register and registration number where the creator is entered in one; the VAT identification number where they have one; and a self-certification that they offer only products and services that comply with the applicable rules of Union law. The creator must keep this information accurate and up to date.',
        },
        {
          kind: 'paragraph',
          text: 'We show this information to buyers in the “Trader information” section of the shop. We make reasonable efforts to assess whether it is reliable and complete and may mark it as checked; a change to checked information is checked again. If the information is inaccurate, incomplete or not kept up to date, we may suspend the trader: the shop then takes no orders until the information is corrected, and the creator is told the reason and can complain as described in section 15.',
        },
      ],
    },
    {
      id: 'contact',
      heading: '17. Contact',
      paragraphs: ['Questions about these terms can be sent to {email} or by post to {company}, {address}.'],
    },
  ],
}
