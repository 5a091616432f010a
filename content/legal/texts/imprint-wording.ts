import type { ImprintJurisdiction } from '../../../contract/site-settings.ts'
import type { Lang } from '../legal-types.ts'

/** What differs between the German imprint and the neutral one: the legal references. */
interface ByLaw {
  intro: string
  registerLine: string
  vatLine: string
  /** Only German law asks for these two sections; the neutral imprint leaves them out. */
  responsibleLine?: string
  dispute?: { heading: string; text: string }
  liability: string
}

/** The imprint's wording in one language; `{…}` marks where a fact goes. */
export interface ImprintWording {
  title: string
  unpublished: { heading: string; text: string }
  provider: string
  legalForm: string
  representedBy: string
  managingDirector: string
  contact: string
  phone: string
  email: string
  register: string
  vat: string
  responsible: string
  liabilityHeading: string
  law: Record<ImprintJurisdiction, ByLaw>
}

export const IMPRINT_WORDING: Record<Lang, ImprintWording> = {
  en: {
    title: 'Imprint',
    unpublished: { heading: 'Service provider', text: 'The operator of this platform has not published its provider information yet.' },
    provider: 'Service provider',
    legalForm: 'Legal form',
    representedBy: 'Represented by',
    managingDirector: 'Managing director',
    contact: 'Contact',
    phone: 'Phone',
    email: 'E-mail',
    register: 'Commercial register',
    vat: 'VAT identification number',
    responsible: 'Responsible for content',
    liabilityHeading: 'Liability for content and links',
    law: {
      de: {
        intro: 'Information pursuant to § 5 of the German Digital Services Act (DDG).',
        registerLine: 'Register court and number: {register}',
        vatLine: 'VAT identification number pursuant to § 27a of the German VAT Act (UStG): {vat}',
        responsibleLine: 'Responsible for editorial content pursuant to § 18(2) of the German Interstate Media Treaty (MStV): {person}',
        dispute: {
          heading: 'Consumer dispute resolution',
          text: 'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
        },
        liability:
          'We are responsible for our own content on these pages under the general laws. Pages of creators contain their own content, for which the respective creator is responsible. Our pages contain links to external websites of third parties over whose content we have no influence; the respective provider is always responsible for that content. If we become aware of any infringement, we will remove the content or link concerned without delay.',
      },
      neutral: {
        intro: 'Information about the provider of this service.',
        registerLine: 'Register and number: {register}',
        vatLine: 'VAT identification number: {vat}',
        liability:
          'Pages of creators contain their own content, for which the respective creator is responsible. Links to external websites lead to content of third parties, for which their providers are responsible. If we become aware of any infringement, we will remove the content or link concerned without delay.',
      },
    },
  },
  de: {
    title: 'Impressum',
    unpublished: { heading: 'Anbieter', text: 'Der Betreiber dieser Plattform hat seine Anbieterangaben noch nicht veröffentlicht.' },
    provider: 'Anbieter',
    legalForm: 'Rechtsform',
    representedBy: 'Vertreten durch',
    managingDirector: 'Geschäftsführung',
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-Mail',
    register: 'Registereintrag',
    vat: 'Umsatzsteuer-ID',
    responsible: 'Verantwortlich für den Inhalt',
    liabilityHeading: 'Haftung für Inhalte und Links',
    law: {
      de: {
        intro: 'Angaben gemäß § 5 DDG',
        registerLine: 'Registergericht und Registernummer: {register}',
        vatLine: 'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {vat}',
        responsibleLine: 'Verantwortlich für journalistisch-redaktionelle Inhalte nach § 18 Abs. 2 MStV: {person}',
        dispute: {
          heading: 'Verbraucherstreitbeilegung',
          text: 'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        },
        liability:
          'Für eigene Inhalte auf diesen Seiten sind wir nach den allgemeinen Gesetzen verantwortlich. Die Seiten der Creator enthalten deren eigene Inhalte, für die der jeweilige Creator verantwortlich ist. Unsere Seiten enthalten Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben; für diese Inhalte ist stets der jeweilige Anbieter verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Inhalte oder Links umgehend.',
      },
      neutral: {
        intro: 'Angaben zum Anbieter dieses Dienstes.',
        registerLine: 'Register und Registernummer: {register}',
        vatLine: 'Umsatzsteuer-Identifikationsnummer: {vat}',
        liability:
          'Die Seiten der Creator enthalten deren eigene Inhalte, für die der jeweilige Creator verantwortlich ist. Links zu externen Websites führen zu Inhalten Dritter, für die deren Anbieter verantwortlich sind. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Inhalte oder Links umgehend.',
      },
    },
  },
  ar: {
    title: 'بيانات الناشر',
    unpublished: { heading: 'مقدّم الخدمة', text: 'لم ينشر مشغّل هذه المنصة بيانات مقدّم الخدمة بعد.' },
    provider: 'مقدّم الخدمة',
    legalForm: 'الشكل القانوني',
    representedBy: 'الممثّل القانوني',
    managingDirector: 'المدير التنفيذي',
    contact: 'التواصل',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    register: 'السجل التجاري',
    vat: 'رقم التعريف الضريبي',
    responsible: 'المسؤول عن المحتوى',
    liabilityHeading: 'المسؤولية عن المحتوى والروابط',
    law: {
      de: {
        intro: 'معلومات وفقًا للمادة 5 من قانون الخدمات الرقمية الألماني (DDG).',
        registerLine: 'محكمة السجل ورقم القيد: {register}',
        vatLine: 'رقم التعريف لضريبة القيمة المضافة وفقًا للمادة 27a من قانون ضريبة القيمة المضافة الألماني: {vat}',
        responsibleLine: 'المسؤول عن المحتوى التحريري وفقًا للمادة 18 (2) من معاهدة الإعلام بين الولايات الألمانية (MStV): {person}',
        dispute: {
          heading: 'تسوية نزاعات المستهلكين',
          text: 'لسنا مستعدّين ولا ملزَمين بالمشاركة في إجراءات تسوية النزاعات أمام هيئة تحكيم خاصة بالمستهلكين.',
        },
        liability:
          'نتحمّل المسؤولية عن محتوانا الخاص على هذه الصفحات وفقًا للقوانين العامة. وتتضمّن صفحات صنّاع المحتوى محتواهم الخاص الذي يتحمّل كل منهم مسؤوليته. كما تتضمّن صفحاتنا روابط إلى مواقع خارجية لا سيطرة لنا على محتواها، ويتحمّل مزوّد كل موقع دائمًا مسؤولية محتواه. وإذا علمنا بأي مخالفة، أزلنا المحتوى أو الرابط المعني دون تأخير.',
      },
      neutral: {
        intro: 'معلومات عن مقدّم هذه الخدمة.',
        registerLine: 'السجل ورقم القيد: {register}',
        vatLine: 'رقم التعريف لضريبة القيمة المضافة: {vat}',
        liability:
          'تتضمّن صفحات صنّاع المحتوى محتواهم الخاص الذي يتحمّل كل منهم مسؤوليته. وتؤدي الروابط إلى مواقع خارجية إلى محتوى أطراف ثالثة يتحمّل مزوّدوه مسؤوليته. وإذا علمنا بأي مخالفة، أزلنا المحتوى أو الرابط المعني دون تأخير.',
      },
    },
  },
}
