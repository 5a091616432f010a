import { site } from '../../site.ts'
import type { Lang, LegalDocument } from '../legal-types.ts'

// Cookie and storage names are code identifiers, so they stay in Latin script in every language.
const effectiveDate = site.legal.cookieEffective

const en: LegalDocument = {
  title: 'Cookie Policy',
  effectiveLabel: 'Effective date',
  effectiveDate,
  intro: [
    'This cookie policy explains which cookies and similar technologies {site} uses. In short: we only use what is strictly necessary for the website to work. We do not use optional cookies.',
  ],
  sections: [
    {
      id: 'what-are-cookies',
      heading: '1. What cookies are',
      paragraphs: [
        'Cookies are small text files that a website stores in your browser. Local storage is a similar browser feature that lets a website keep information on your device. Both can be strictly necessary for a service you request, or optional, for example for analytics or advertising.',
      ],
    },
    {
      id: 'cookies-we-use',
      heading: '2. Strictly necessary cookies we use',
      paragraphs: ['All our cookies are first-party cookies set by {site} itself:'],
      bullets: [
        'lang: remembers the language you have chosen so that pages are shown in it. Stored for one year.',
        'cookie_consent: remembers that you have acknowledged our cookie notice, so the banner is not shown again. Stored for {consentDays} days.',
        'looktag_session: keeps you logged in after you log in. It is an httpOnly cookie that scripts cannot read, it is only sent to {site} and it is deleted when you log out; it expires after 7 days at the latest.',
      ],
    },
    {
      id: 'local-storage',
      heading: '3. Local storage',
      paragraphs: [
        'We also store the following information in your browser’s local storage. It never leaves your device unless you submit it, for example at checkout:',
      ],
      bullets: [
        'language: a copy of your language choice, so that the app can use it immediately.',
        'selected_plan: the plan you have selected on the pricing page, until you complete your registration.',
        'Shopping cart: the products in your cart, stored separately for each creator’s shop.',
        'fonts_cached: notes that your browser has kept this site’s fonts, so that the next pages show them from the start.',
      ],
    },
    {
      id: 'no-optional-cookies',
      heading: '4. No optional cookies',
      paragraphs: [
        'We do not use analytics, advertising, tracking or social media cookies, and we do not allow third parties to set cookies through our pages. Your login is kept in the httpOnly cookie described above, never in local storage.',
        'Because we only use strictly necessary cookies, which are permitted without consent under § 25(2) of the German Telecommunications Digital Services Data Protection Act (TDDDG) and Article 5(3) of the ePrivacy Directive, we do not need to ask for your consent to them.',
      ],
    },
    {
      id: 'consent-banner',
      heading: '5. Cookie banner',
      paragraphs: [
        'On your first visit a banner at the bottom of the page informs you about our use of cookies and links to our privacy policy. When you select “Accept”, we store the cookie_consent cookie so the banner does not appear again for {consentDays} days.',
      ],
    },
    {
      id: 'payment-provider',
      heading: '6. Payment pages',
      paragraphs: [
        'When you pay, you are taken to the checkout pages of our payment provider Stripe. Stripe may set its own cookies there, for example to prevent fraud. These cookies are subject to Stripe’s cookie policy.',
      ],
    },
    {
      id: 'delete-cookies',
      heading: '7. How to delete cookies',
      paragraphs: [
        'You can view and delete cookies and local storage at any time in your browser settings, usually under “Privacy” or “Site data”, and you can block cookies altogether. If you delete them, you will be logged out, your language choice and cart will be reset, and the cookie banner will be shown again. If you block strictly necessary cookies, logging in will not work.',
      ],
    },
    {
      id: 'changes',
      heading: '8. Changes and contact',
      paragraphs: ['If we change the cookies we use, we will update this policy and its effective date. Questions can be sent to {email}.'],
    },
  ],
}

const de: LegalDocument = {
  title: 'Cookie-Richtlinie',
  effectiveLabel: 'Gültig ab',
  effectiveDate,
  intro: [
    'Diese Cookie-Richtlinie erläutert, welche Cookies und ähnlichen Technologien {site} verwendet. Kurz gesagt: Wir verwenden nur, was für den Betrieb der Website unbedingt erforderlich ist. Optionale Cookies setzen wir nicht ein.',
  ],
  sections: [
    {
      id: 'what-are-cookies',
      heading: '1. Was Cookies sind',
      paragraphs: [
        'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Der lokale Speicher (Local Storage) ist eine ähnliche Browserfunktion, mit der eine Website Informationen auf Ihrem Gerät ablegen kann. Beides kann für einen von Ihnen gewünschten Dienst unbedingt erforderlich oder optional sein, etwa für Analyse oder Werbung.',
      ],
    },
    {
      id: 'cookies-we-use',
      heading: '2. Unbedingt erforderliche Cookies, die wir verwenden',
      paragraphs: ['Alle unsere Cookies sind Erstanbieter-Cookies, die {site} selbst setzt:'],
      bullets: [
        'lang: speichert die von Ihnen gewählte Sprache, damit die Seiten in dieser Sprache angezeigt werden. Speicherdauer: ein Jahr.',
        'cookie_consent: speichert, dass Sie unseren Cookie-Hinweis zur Kenntnis genommen haben, damit das Banner nicht erneut erscheint. Speicherdauer: {consentDays} Tage.',
        'looktag_session: hält Sie nach der Anmeldung angemeldet. Es ist ein httpOnly-Cookie, das Skripte nicht lesen können, es wird nur an {site} gesendet und beim Abmelden gelöscht; es läuft spätestens nach 7 Tagen ab.',
      ],
    },
    {
      id: 'local-storage',
      heading: '3. Lokaler Speicher',
      paragraphs: [
        'Außerdem speichern wir folgende Informationen im lokalen Speicher Ihres Browsers. Sie verlassen Ihr Gerät nur, wenn Sie sie absenden, etwa im Bestellvorgang:',
      ],
      bullets: [
        'language: eine Kopie Ihrer Sprachwahl, damit die App sie sofort verwenden kann.',
        'selected_plan: der auf der Preisseite gewählte Tarif, bis Sie Ihre Registrierung abschließen.',
        'Warenkorb: die Produkte in Ihrem Warenkorb, getrennt für den Shop jedes Creators.',
        'fonts_cached: vermerkt, dass Ihr Browser die Schriften dieser Website gespeichert hat, damit die nächsten Seiten sie von Anfang an zeigen.',
      ],
    },
    {
      id: 'no-optional-cookies',
      heading: '4. Keine optionalen Cookies',
      paragraphs: [
        'Wir verwenden keine Analyse-, Werbe-, Tracking- oder Social-Media-Cookies und erlauben Dritten nicht, über unsere Seiten Cookies zu setzen. Ihre Anmeldung wird im oben beschriebenen httpOnly-Cookie gespeichert, niemals im lokalen Speicher.',
        'Da wir nur unbedingt erforderliche Cookies verwenden, die nach § 25 Abs. 2 des Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG) und Art. 5 Abs. 3 der ePrivacy-Richtlinie ohne Einwilligung zulässig sind, müssen wir Sie hierfür nicht um Ihre Einwilligung bitten.',
      ],
    },
    {
      id: 'consent-banner',
      heading: '5. Cookie-Banner',
      paragraphs: [
        'Bei Ihrem ersten Besuch informiert Sie ein Banner am unteren Seitenrand über unseren Einsatz von Cookies und verlinkt auf unsere Datenschutzerklärung. Wenn Sie „Akzeptieren“ wählen, speichern wir das Cookie cookie_consent, damit das Banner {consentDays} Tage lang nicht erneut erscheint.',
      ],
    },
    {
      id: 'payment-provider',
      heading: '6. Zahlungsseiten',
      paragraphs: [
        'Beim Bezahlen werden Sie auf die Bezahlseiten unseres Zahlungsdienstleisters Stripe weitergeleitet. Stripe kann dort eigene Cookies setzen, etwa zur Betrugsprävention. Für diese Cookies gilt die Cookie-Richtlinie von Stripe.',
      ],
    },
    {
      id: 'delete-cookies',
      heading: '7. So löschen Sie Cookies',
      paragraphs: [
        'Sie können Cookies und den lokalen Speicher jederzeit in den Einstellungen Ihres Browsers einsehen und löschen, meist unter „Datenschutz“ oder „Websitedaten“, und Cookies auch ganz blockieren. Wenn Sie sie löschen, werden Sie abgemeldet, Ihre Sprachwahl und Ihr Warenkorb werden zurückgesetzt und das Cookie-Banner erscheint erneut. Blockieren Sie unbedingt erforderliche Cookies, funktioniert die Anmeldung nicht.',
      ],
    },
    {
      id: 'changes',
      heading: '8. Änderungen und Kontakt',
      paragraphs: [
        'Ändern sich die von uns verwendeten Cookies, aktualisieren wir diese Richtlinie und ihr Gültigkeitsdatum. Fragen richten Sie bitte an {email}.',
      ],
    },
  ],
}

const ar: LegalDocument = {
  title: 'سياسة ملفات تعريف الارتباط',
  effectiveLabel: 'تاريخ السريان',
  effectiveDate,
  intro: [
    'توضّح هذه السياسة ملفات تعريف الارتباط (الكوكيز) والتقنيات المشابهة التي تستخدمها {site}. وباختصار: لا نستخدم إلا ما هو ضروري تمامًا لعمل الموقع، ولا نستخدم أي ملفات تعريف ارتباط اختيارية.',
  ],
  sections: [
    {
      id: 'what-are-cookies',
      heading: '1. ما ملفات تعريف الارتباط',
      paragraphs: [
        'ملفات تعريف الارتباط ملفات نصية صغيرة يخزّنها الموقع في متصفحك. أمّا التخزين المحلي فهو ميزة مشابهة في المتصفح تتيح للموقع حفظ معلومات على جهازك. وقد يكون كلاهما ضروريًا تمامًا لخدمة تطلبها، أو اختياريًا، كأن يُستخدم للتحليلات أو الإعلانات.',
      ],
    },
    {
      id: 'cookies-we-use',
      heading: '2. ملفات تعريف الارتباط الضرورية التي نستخدمها',
      paragraphs: ['جميع ملفات تعريف الارتباط لدينا ملفات طرف أول تضعها {site} نفسها:'],
      bullets: [
        'lang: يحفظ اللغة التي اخترتها لتُعرض الصفحات بها. مدة التخزين: سنة واحدة.',
        'cookie_consent: يحفظ أنك اطّلعت على إشعار ملفات تعريف الارتباط، فلا يظهر الشريط مرة أخرى. مدة التخزين: {consentDays} يومًا.',
        'looktag_session: يُبقيك مسجّل الدخول بعد تسجيل دخولك. وهو ملف من نوع httpOnly لا تستطيع النصوص البرمجية قراءته، ولا يُرسَل إلا إلى {site}، ويُحذف عند تسجيل الخروج، وتنتهي صلاحيته بعد 7 أيام على الأكثر.',
      ],
    },
    {
      id: 'local-storage',
      heading: '3. التخزين المحلي',
      paragraphs: ['نخزّن أيضًا المعلومات التالية في التخزين المحلي لمتصفحك، ولا تغادر جهازك إلا إذا أرسلتها بنفسك، كما عند الدفع:'],
      bullets: [
        'language: نسخة من اللغة التي اخترتها، ليتمكّن التطبيق من استخدامها فورًا.',
        'selected_plan: الخطة التي اخترتها في صفحة الأسعار، إلى أن تُكمل تسجيلك.',
        'سلة التسوّق: المنتجات الموجودة في سلتك، محفوظة بشكل منفصل لمتجر كل صانع محتوى.',
        'fonts_cached: يسجّل أن متصفحك قد حفظ خطوط هذا الموقع، لتعرضها الصفحات التالية منذ البداية.',
      ],
    },
    {
      id: 'no-optional-cookies',
      heading: '4. لا ملفات تعريف ارتباط اختيارية',
      paragraphs: [
        'لا نستخدم ملفات تعريف ارتباط للتحليلات أو الإعلانات أو التتبّع أو وسائل التواصل الاجتماعي، ولا نسمح لجهات خارجية بوضع ملفات تعريف ارتباط عبر صفحاتنا. ويُحفظ تسجيل دخولك في ملف httpOnly الموضّح أعلاه، ولا يُحفظ أبدًا في التخزين المحلي.',
        'ولأننا لا نستخدم إلا ملفات تعريف الارتباط الضرورية تمامًا، وهي مسموح بها دون موافقة بموجب المادة 25 (2) من القانون الألماني لحماية البيانات في الاتصالات والخدمات الرقمية (TDDDG) والمادة 5 (3) من توجيه الخصوصية الإلكترونية الأوروبي، فلا نحتاج إلى طلب موافقتك عليها.',
      ],
    },
    {
      id: 'consent-banner',
      heading: '5. شريط ملفات تعريف الارتباط',
      paragraphs: [
        'في زيارتك الأولى يُعلمك شريط في أسفل الصفحة باستخدامنا لملفات تعريف الارتباط، ويتضمّن رابطًا إلى سياسة الخصوصية. وعندما تختار «قبول»، نخزّن ملف cookie_consent حتى لا يظهر الشريط مرة أخرى لمدة {consentDays} يومًا.',
      ],
    },
    {
      id: 'payment-provider',
      heading: '6. صفحات الدفع',
      paragraphs: [
        'عند الدفع تنتقل إلى صفحات الدفع لدى مزوّد الدفع Stripe، وقد تضع Stripe هناك ملفات تعريف ارتباط خاصة بها، مثلًا لمنع الاحتيال. وتخضع هذه الملفات لسياسة ملفات تعريف الارتباط لدى Stripe.',
      ],
    },
    {
      id: 'delete-cookies',
      heading: '7. كيفية حذف ملفات تعريف الارتباط',
      paragraphs: [
        'يمكنك في أي وقت عرض ملفات تعريف الارتباط والتخزين المحلي وحذفها من إعدادات متصفحك، وعادةً ما تجدها تحت «الخصوصية» أو «بيانات المواقع»، كما يمكنك حظر ملفات تعريف الارتباط كليًا. وإذا حذفتها، فسيُسجَّل خروجك، وتُعاد لغتك وسلتك إلى الوضع الافتراضي، ويظهر شريط ملفات تعريف الارتباط من جديد. وإذا حظرت الملفات الضرورية، فلن يعمل تسجيل الدخول.',
      ],
    },
    {
      id: 'changes',
      heading: '8. التغييرات والتواصل',
      paragraphs: ['إذا غيّرنا ملفات تعريف الارتباط التي نستخدمها، فسنحدّث هذه السياسة وتاريخ سريانها. ويمكنك إرسال أسئلتك إلى {email}.'],
    },
  ],
}

export const cookiePolicy: Record<Lang, LegalDocument> = { en, de, ar }
