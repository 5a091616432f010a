import { imprintIn, inLanguage, type SiteSettings } from '../../../contract/site-settings.ts'
import type { Lang, LegalDocument, LegalSection } from '../legal-types.ts'

type Imprint = SiteSettings['imprint']

/**
 * Built from the imprint settings so an operator edits company facts in one place; only the
 * e-mail stays a placeholder because the renderer turns it into a mailto link. A section whose
 * facts are not set is left out; without a company there is no imprint yet, and the page says so.
 */
export function imprintDocuments(imprint: Imprint): Record<Lang, LegalDocument> {
  if (!imprint.company) return UNPUBLISHED
  return { en: en(imprint), de: de(imprintIn(imprint, 'de')), ar: ar(imprintIn(imprint, 'ar')) }
}

const UNPUBLISHED: Record<Lang, LegalDocument> = {
  en: {
    title: 'Imprint',
    sections: [
      {
        id: 'provider',
        heading: 'Service provider',
        paragraphs: ['The operator of this platform has not published its provider information yet.'],
      },
    ],
  },
  de: {
    title: 'Impressum',
    sections: [
      {
        id: 'provider',
        heading: 'Anbieter',
        paragraphs: ['Der Betreiber dieser Plattform hat seine Anbieterangaben noch nicht veröffentlicht.'],
      },
    ],
  },
  ar: {
    title: 'بيانات الناشر',
    sections: [{ id: 'provider', heading: 'مقدّم الخدمة', paragraphs: ['لم ينشر مشغّل هذه المنصة بيانات مقدّم الخدمة بعد.'] }],
  },
}

/** Drops the sections whose facts are missing (a paragraph that is only a label). */
function present(sections: (LegalSection | false)[]): LegalSection[] {
  return sections.filter((section): section is LegalSection => Boolean(section))
}

function place(i: Imprint) {
  return [i.postalCode, i.city].filter(Boolean).join(' ')
}

function register(i: Imprint) {
  return [i.registerCourt, i.registerNumber].filter(Boolean).join(', ')
}

function provider(i: Imprint, lang: Lang, legalFormLabel: string) {
  const withForm = i.legalForm && !i.company.includes(i.legalForm) ? [`${legalFormLabel}: ${i.legalForm}`] : []
  return [i.company, ...withForm, i.street, place(i), inLanguage(i.country, lang)].filter(Boolean)
}

const en = (i: Imprint): LegalDocument => ({
  title: 'Imprint',
  intro: ['Information pursuant to § 5 of the German Digital Services Act (DDG).'],
  sections: present([
    {
      id: 'provider',
      heading: 'Service provider',
      paragraphs: provider(i, 'en', 'Legal form'),
    },
    i.representative !== '' && {
      id: 'represented-by',
      heading: 'Represented by',
      paragraphs: [`Managing director: ${i.representative}`],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [...(i.phone ? [`Phone: ${i.phone}`] : []), 'E-mail: {email}'],
    },
    register(i) !== '' && {
      id: 'register',
      heading: 'Commercial register',
      paragraphs: [`Register court and number: ${register(i)}`],
    },
    i.vatId !== '' && {
      id: 'vat',
      heading: 'VAT identification number',
      paragraphs: [`VAT identification number pursuant to § 27a of the German VAT Act (UStG): ${i.vatId}`],
    },
    i.representative !== '' && {
      id: 'responsible-for-content',
      heading: 'Responsible for content',
      paragraphs: [
        `Responsible for editorial content pursuant to § 18(2) of the German Interstate Media Treaty (MStV): ${i.representative}, ${i.street}, ${place(i)}, ${inLanguage(i.country, 'en')}`,
      ],
    },
    {
      id: 'dispute-resolution',
      heading: 'Consumer dispute resolution',
      paragraphs: [
        'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability for content and links',
      paragraphs: [
        'We are responsible for our own content on these pages under the general laws. Pages of creators contain their own content, for which the respective creator is responsible. Our pages contain links to external websites of third parties over whose content we have no influence; the respective provider is always responsible for that content. If we become aware of any infringement, we will remove the content or link concerned without delay.',
      ],
    },
  ]),
})

const de = (i: Imprint): LegalDocument => ({
  title: 'Impressum',
  intro: ['Angaben gemäß § 5 DDG'],
  sections: present([
    {
      id: 'provider',
      heading: 'Anbieter',
      paragraphs: provider(i, 'de', 'Rechtsform'),
    },
    i.representative !== '' && {
      id: 'represented-by',
      heading: 'Vertreten durch',
      paragraphs: [`Geschäftsführung: ${i.representative}`],
    },
    {
      id: 'contact',
      heading: 'Kontakt',
      paragraphs: [...(i.phone ? [`Telefon: ${i.phone}`] : []), 'E-Mail: {email}'],
    },
    register(i) !== '' && {
      id: 'register',
      heading: 'Registereintrag',
      paragraphs: [`Registergericht und Registernummer: ${register(i)}`],
    },
    i.vatId !== '' && {
      id: 'vat',
      heading: 'Umsatzsteuer-ID',
      paragraphs: [`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${i.vatId}`],
    },
    i.representative !== '' && {
      id: 'responsible-for-content',
      heading: 'Verantwortlich für den Inhalt',
      paragraphs: [
        `Verantwortlich für journalistisch-redaktionelle Inhalte nach § 18 Abs. 2 MStV: ${i.representative}, ${i.street}, ${place(i)}, ${inLanguage(i.country, 'de')}`,
      ],
    },
    {
      id: 'dispute-resolution',
      heading: 'Verbraucherstreitbeilegung',
      paragraphs: [
        'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
      ],
    },
    {
      id: 'liability',
      heading: 'Haftung für Inhalte und Links',
      paragraphs: [
        'Für eigene Inhalte auf diesen Seiten sind wir nach den allgemeinen Gesetzen verantwortlich. Die Seiten der Creator enthalten deren eigene Inhalte, für die der jeweilige Creator verantwortlich ist. Unsere Seiten enthalten Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben; für diese Inhalte ist stets der jeweilige Anbieter verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Inhalte oder Links umgehend.',
      ],
    },
  ]),
})

const ar = (i: Imprint): LegalDocument => ({
  title: 'بيانات الناشر',
  intro: ['معلومات وفقًا للمادة 5 من قانون الخدمات الرقمية الألماني (DDG).'],
  sections: present([
    {
      id: 'provider',
      heading: 'مقدّم الخدمة',
      paragraphs: provider(i, 'ar', 'الشكل القانوني'),
    },
    i.representative !== '' && {
      id: 'represented-by',
      heading: 'الممثّل القانوني',
      paragraphs: [`المدير التنفيذي: ${i.representative}`],
    },
    {
      id: 'contact',
      heading: 'التواصل',
      paragraphs: [...(i.phone ? [`الهاتف: ${i.phone}`] : []), 'البريد الإلكتروني: {email}'],
    },
    register(i) !== '' && {
      id: 'register',
      heading: 'السجل التجاري',
      paragraphs: [`محكمة السجل ورقم القيد: ${register(i)}`],
    },
    i.vatId !== '' && {
      id: 'vat',
      heading: 'رقم التعريف الضريبي',
      paragraphs: [`رقم التعريف لضريبة القيمة المضافة وفقًا للمادة 27a من قانون ضريبة القيمة المضافة الألماني: ${i.vatId}`],
    },
    i.representative !== '' && {
      id: 'responsible-for-content',
      heading: 'المسؤول عن المحتوى',
      paragraphs: [
        `المسؤول عن المحتوى التحريري وفقًا للمادة 18 (2) من معاهدة الإعلام بين الولايات الألمانية (MStV): ${i.representative}، ${i.street}، ${place(i)}، ${inLanguage(i.country, 'ar')}`,
      ],
    },
    {
      id: 'dispute-resolution',
      heading: 'تسوية نزاعات المستهلكين',
      paragraphs: ['لسنا مستعدّين ولا ملزَمين بالمشاركة في إجراءات تسوية النزاعات أمام هيئة تحكيم خاصة بالمستهلكين.'],
    },
    {
      id: 'liability',
      heading: 'المسؤولية عن المحتوى والروابط',
      paragraphs: [
        'نتحمّل المسؤولية عن محتوانا الخاص على هذه الصفحات وفقًا للقوانين العامة. وتتضمّن صفحات صنّاع المحتوى محتواهم الخاص الذي يتحمّل كل منهم مسؤوليته. كما تتضمّن صفحاتنا روابط إلى مواقع خارجية لا سيطرة لنا على محتواها، ويتحمّل مزوّد كل موقع دائمًا مسؤولية محتواه. وإذا علمنا بأي مخالفة، أزلنا المحتوى أو الرابط المعني دون تأخير.',
      ],
    },
  ]),
})
