import type { LegalDocument } from '../legal-types.ts'

export const termsOfUseDe: LegalDocument = {
  title: 'Nutzungsbedingungen',
  effectiveLabel: 'Gültig ab',
  intro: [
    'Diese Nutzungsbedingungen regeln die Nutzung von {site}, einer Plattform, auf der Creator Seiten mit Produktfotos, shoppable Tags und Rabattcodes veröffentlichen, einen Shop betreiben und im KI-Tarif KI-gestylte Fotos von sich erstellen. Bitte lesen Sie sie sorgfältig. Wie wir personenbezogene Daten verarbeiten, erläutert unsere Datenschutzerklärung.',
  ],
  sections: [
    {
      id: 'scope',
      heading: '1. Geltungsbereich und Anbieter',
      paragraphs: [
        '{site} wird betrieben von der {company}, {address} („{site}“, „wir“). Diese Bedingungen gelten für jede Nutzung der Website und der Dienste von {site} durch Besucher, Käufer und Creator. Abweichende Bedingungen von Nutzern gelten nur, wenn wir ihnen ausdrücklich schriftlich zustimmen.',
        '„Creator“ ist, wer ein Konto registriert, um Inhalte zu veröffentlichen oder einen Shop zu betreiben. „Besucher“ ist, wer öffentliche Seiten aufruft. „Käufer“ ist, wer im Shop eines Creators Produkte bestellt.',
      ],
    },
    {
      id: 'accounts',
      heading: '2. Konten und Freigabe',
      paragraphs: [
        'Um Inhalte zu veröffentlichen, benötigen Sie ein Creator-Konto. Sie müssen mindestens 18 Jahre alt und voll geschäftsfähig sein; Ihre Angaben müssen wahr sein und aktuell gehalten werden. Jede Person darf nur ein Konto führen; Benutzernamen dürfen keine Rechte Dritter verletzen und nicht irreführend sein.',
        'Neue Creator-Konten werden von unseren Administratoren geprüft und freigegeben, bevor ihre Seiten öffentlich werden. Wir können die Freigabe verweigern, insbesondere wenn Angaben unvollständig sind oder das Konto gegen diese Bedingungen zu verstoßen scheint; ein Anspruch auf Freigabe besteht nicht.',
        'Halten Sie Ihr Passwort geheim und informieren Sie uns unverzüglich unter {email}, wenn Sie vermuten, dass jemand anderes Ihr Konto genutzt hat. Für Handlungen über Ihr Konto sind Sie verantwortlich, sofern Sie kein Verschulden trifft.',
      ],
    },
    {
      id: 'plans-and-payment',
      heading: '3. Tarife und Zahlung',
      paragraphs: [
        'Creator können zwischen einem Basic-Tarif und einem KI-Creator-Tarif wählen, jeweils mit monatlicher oder jährlicher Abrechnung. Alle Preise verstehen sich in {currency}. Die aktuellen Preise stehen auf unserer Preisseite und im Bestellvorgang; derzeit betragen sie:',
      ],
      bullets: [
        'Basic: {price.basic.monthly} pro Monat oder {price.basic.yearly} pro Jahr.',
        'KI-Creator: {price.ai.monthly} pro Monat oder {price.ai.yearly} pro Jahr; enthalten sind die in Abschnitt 8 beschriebenen KI-Funktionen.',
        'Die Zahlung erfolgt im Voraus per Karte über unseren Zahlungsdienstleister Stripe. Maßgeblich ist der im Bestellvorgang angezeigte Preis einschließlich einer gegebenenfalls anfallenden Umsatzsteuer.',
        'Abonnements verlängern sich automatisch um denselben Zeitraum (einen Monat oder ein Jahr), wenn sie nicht vor Ende des laufenden Zeitraums gekündigt werden. Die Verlängerung wird über das hinterlegte Zahlungsmittel abgerechnet.',
        'Sie können jederzeit im Dashboard oder per E-Mail an {email} kündigen; die Kündigung wird zum Ende des bereits bezahlten Zeitraums wirksam. Beträge für einen begonnenen Zeitraum werden nicht erstattet, soweit das Gesetz nichts anderes vorschreibt.',
        'Schlägt eine Verlängerungszahlung fehl, benachrichtigen wir Sie und können kostenpflichtige Funktionen bis zum Zahlungseingang einschränken.',
        'Wir können die Preise für künftige Abrechnungszeiträume ändern. Wir informieren Sie mindestens 30 Tage im Voraus; Sie können vor Wirksamwerden der Änderung kündigen.',
      ],
    },
    {
      id: 'right-of-withdrawal',
      heading: '4. Widerrufsrecht für Verbraucher',
      paragraphs: [
        'Wenn Sie Verbraucher in der Europäischen Union sind, steht Ihnen ein gesetzliches Widerrufsrecht zu: Sie können einen Abonnementvertrag binnen 14 Tagen ab Vertragsschluss ohne Angabe von Gründen widerrufen. Dazu genügt eine eindeutige Erklärung, etwa per E-Mail an {email}. Haben Sie verlangt, dass wir mit der Leistung während der Widerrufsfrist beginnen, zahlen Sie einen angemessenen Betrag für die bis zum Widerruf erbrachte Leistung.',
      ],
    },
    {
      id: 'creator-content',
      heading: '5. Inhalte der Creator und Nutzungsrechte',
      paragraphs: [
        'Alle Rechte an den Fotos, Texten, Tags und sonstigen Inhalten, die Sie hochladen, bleiben bei Ihnen. Sie räumen uns ein einfaches, nicht ausschließliches, weltweites und unentgeltliches Nutzungsrecht ein, beschränkt auf die Dauer der Speicherung der Inhalte, diese zu speichern, zu vervielfältigen, technisch anzupassen (etwa Bildgrößen und Formate zu erzeugen), öffentlich darzustellen und zugänglich zu machen, soweit dies für den Betrieb und die Darstellung von {site} erforderlich ist, einschließlich Vorschauen beim Teilen Ihrer Seiten.',
        'Sie versichern, dass Sie alle für Ihre Inhalte erforderlichen Rechte besitzen, insbesondere die Rechte der Fotografen und der abgebildeten Personen, und dass Ihre Inhalte weder Gesetze noch Rechte Dritter verletzen. Sie stellen uns von Ansprüchen Dritter frei, die auf einer schuldhaften Verletzung dieser Pflichten beruhen.',
        'Inhalte werden angezeigt, bis Sie sie löschen oder das von Ihnen festgelegte Ablaufdatum erreicht ist. Inhalte, die gegen diese Bedingungen oder Gesetze verstoßen, können wir entfernen oder sperren.',
      ],
    },
    {
      id: 'shoppable-links',
      heading: '6. Shoppable Links, Rabattcodes und Hinweis auf Affiliate-Links',
      paragraphs: [
        'Tags verlinken auf Produkte in Onlineshops Dritter. Dort getätigte Käufe sind Verträge zwischen Ihnen und dem jeweiligen Shop; {site} ist nicht Vertragspartei und nicht verantwortlich für Produkte, Preise, Lieferung oder die Gültigkeit von Rabattcodes, die von Creatorn oder Marken bereitgestellt werden.',
        'Links können Affiliate-Links sein, für die der Creator eine Provision erhält. Creator müssen Werbung, Affiliate-Links und bezahlte Kooperationen nach geltendem Recht deutlich kennzeichnen, etwa mit „Anzeige“ oder „Werbung“. Provisionen verändern den Preis für Käufer nicht.',
      ],
    },
    {
      id: 'shop-sales',
      heading: '7. Shopverkäufe zwischen Creatorn und Käufern',
      paragraphs: [
        'Im Shop eines Creators kommt der Kaufvertrag unmittelbar zwischen dem Creator als Verkäufer und dem Käufer zustande. {site} stellt die technische Plattform und über Stripe den Kartenzahlungsvorgang bereit; {site} ist weder Verkäufer noch Vertreter einer der Parteien.',
        'Der Creator ist allein verantwortlich für Produktbeschreibungen, Preise, Lagerbestand, Lieferung, Rechnungen, Steuern, Gewährleistung und Verbraucherrechte, insbesondere das Widerrufsrecht von Verbrauchern. Käufer richten Fragen zu einer Bestellung an den Creator. Auszahlungen an Creator erfolgen über Stripe und unterliegen den Bedingungen von Stripe.',
      ],
    },
    {
      id: 'ai-features',
      heading: '8. KI-Funktionen',
      paragraphs: [
        'Im KI-Creator-Tarif können Sie mit Fotos von sich ein persönliches KI-Modell (KI-Zwilling) trainieren und gestylte Bilder mit anderen Outfits, Posen und Hintergründen erzeugen. Nutzungsgrenzen, etwa die Zahl der Trainings und der täglichen Bilder, werden in der App angezeigt.',
        'Laden Sie nur Fotos von sich selbst hoch, niemals Fotos anderer Personen oder von Kindern. KI-generierte Bilder können Fehler enthalten oder von der Wirklichkeit abweichen; prüfen Sie sie vor der Veröffentlichung und kennzeichnen Sie sie als KI-generiert, wo Gesetze oder Plattformregeln dies verlangen. Trainingsfotos werden nach Abschluss des Trainings gelöscht; erzeugte Bilder werden höchstens 7 Tage gespeichert.',
      ],
    },
    {
      id: 'prohibited-use',
      heading: '9. Verbotene Nutzung',
      paragraphs: ['Bei der Nutzung von {site} ist es insbesondere untersagt,'],
      bullets: [
        'rechtswidrige, irreführende, diskriminierende, gewaltverherrlichende, pornografische oder anderweitig schädliche Inhalte zu veröffentlichen;',
        'Urheber-, Marken-, Persönlichkeits- oder sonstige Rechte Dritter zu verletzen;',
        'Bilder anderer Personen ohne deren Einwilligung zu erzeugen, insbesondere täuschende Deepfakes;',
        'gefälschte, gefährliche oder verbotene Produkte zu verkaufen oder irreführende Rabattcodes zu veröffentlichen;',
        'Spam zu versenden, Klicks, Teilungen oder Statistiken zu manipulieren oder Nutzungsgrenzen zu umgehen;',
        'den Dienst anzugreifen, zu überlasten, automatisiert auszulesen oder Sicherheitsmaßnahmen zu umgehen;',
        'das Konto einer anderen Person zu nutzen oder den Zugang zu Ihrem Konto weiterzugeben.',
      ],
    },
    {
      id: 'verified-badge',
      heading: '10. Verifizierungsabzeichen',
      paragraphs: [
        'Creator können ein Verifizierungsabzeichen beantragen. Unsere Administratoren prüfen Anträge nach eigenem Ermessen, etwa anhand der Echtheit und Aktivität des Kontos. Das Abzeichen bestätigt nur, dass wir die Identität des Kontoinhabers geprüft haben; es ist keine Empfehlung und keine Gewähr für Produkte oder Inhalte. Wir können das Abzeichen entziehen, wenn die Voraussetzungen nicht mehr vorliegen oder das Konto gegen diese Bedingungen verstößt.',
      ],
    },
    {
      id: 'termination',
      heading: '11. Kündigung und Sperrung',
      paragraphs: [
        'Sie können Ihr Konto jederzeit löschen. Die Kündigung eines kostenpflichtigen Abonnements richtet sich nach Abschnitt 3.',
        'Wir können den Vertrag mit einer Frist von 30 Tagen kündigen und erstatten in diesem Fall den nicht genutzten Teil im Voraus gezahlter Entgelte. Bei Vorliegen eines wichtigen Grundes, insbesondere bei schweren oder wiederholten Verstößen gegen diese Bedingungen, können wir Inhalte oder Konten sperren oder fristlos kündigen. Soweit zumutbar, mahnen wir Sie vorher ab und geben Ihnen Gelegenheit zur Stellungnahme.',
        'Nach Vertragsende löschen wir Ihre Inhalte und Daten gemäß unserer Datenschutzerklärung, soweit wir nicht gesetzlich zur Aufbewahrung verpflichtet sind.',
      ],
    },
    {
      id: 'liability',
      heading: '12. Haftung',
      paragraphs: [
        'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit, nach dem Produkthaftungsgesetz sowie im Umfang einer übernommenen Garantie. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung einer wesentlichen Vertragspflicht, also einer Pflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen, und zwar begrenzt auf den vertragstypischen, vorhersehbaren Schaden.',
        'Wir bemühen uns um eine hohe Verfügbarkeit, können einen ununterbrochenen Zugang aber nicht garantieren; Wartungsarbeiten und Umstände außerhalb unseres Einflusses können zu Unterbrechungen führen. Für Inhalte von Creatorn und von verlinkten Websites Dritter sind wir nicht verantwortlich.',
      ],
    },
    {
      id: 'governing-law',
      heading: '13. Anwendbares Recht und Streitigkeiten',
      paragraphs: [
        'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Sind Sie Verbraucher, bleibt Ihnen zusätzlich der Schutz der zwingenden Bestimmungen des Rechts des Staates erhalten, in dem Sie Ihren gewöhnlichen Aufenthalt haben.',
        'Sind Sie Kaufmann, ist Gerichtsstand der Sitz der {company}. Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
      ],
    },
    {
      id: 'changes',
      heading: '14. Änderungen dieser Bedingungen',
      paragraphs: [
        'Wir können diese Bedingungen aus triftigem Grund ändern, etwa bei neuen Funktionen oder Gesetzesänderungen. Registrierte Nutzer informieren wir mindestens 30 Tage vor Wirksamwerden der Änderungen. Widersprechen Sie nicht innerhalb dieser Frist, gelten die Änderungen als angenommen; auf diese Folge weisen wir in der Mitteilung hin. Widersprechen Sie, kann jede Partei den Vertrag zum Zeitpunkt des Wirksamwerdens der Änderungen kündigen.',
      ],
    },
    {
      id: 'notice-and-action',
      heading: '15. Meldung von Inhalten, Moderationsentscheidungen und Beschwerden',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Jede Person kann uns Inhalte auf {site} melden, die sie für rechtswidrig oder für einen Verstoß gegen diese Bedingungen hält, auch ohne Konto: Jeder Look, jedes Produkt, jeder Tag-Link, jede Kampagne und jede Creator-Seite hat einen Link „Melden“, der zu unserem Meldeformular führt. Eine Meldung muss enthalten: eine hinreichend begründete Erläuterung, warum der Inhalt rechtswidrig ist oder gegen diese Bedingungen verstößt, den genauen Inhalt (das Formular trägt ihn ein), deinen Namen und deine E-Mail-Adresse (außer bei Meldungen von Darstellungen sexuellen Kindesmissbrauchs, die ohne diese Angaben möglich sind) und deine Bestätigung, dass du in gutem Glauben davon überzeugt bist, dass die Angaben in der Meldung richtig und vollständig sind.',
        },
        {
          kind: 'paragraph',
          text: 'Meldest du ohne Anmeldung, senden wir dir zuerst eine E-Mail zur Bestätigung deiner Adresse; die Meldung wird erst bearbeitet, wenn du sie bestätigt hast. Den Eingang jeder Meldung bestätigen wir per E-Mail. Mehrere Meldungen zum selben Inhalt werden gemeinsam bearbeitet.',
        },
        {
          kind: 'paragraph',
          text: 'Unsere Administratoren prüfen Meldungen zeitnah, sorgfältig, frei von Willkür und objektiv; Meldungen, die eine Gefahr für Leben oder Sicherheit von Personen nennen, werden zuerst geprüft. Wir setzen keine automatisierten Mittel ein, um Inhalte zu erkennen oder über sie zu entscheiden. Nach der Prüfung entscheiden wir über eine der folgenden Maßnahmen:',
        },
        {
          kind: 'bullets',
          items: [
            'keine Maßnahme;',
            'Einschränkung der Sichtbarkeit des Inhalts: Er wird nicht mehr öffentlich angezeigt, bleibt aber gespeichert, insbesondere für die Dauer einer möglichen Beschwerde und für den Datenexport des Creators;',
            'Entfernung des Inhalts;',
            'Sperrung des Shops oder des Kontos des Creators für einen Zeitraum;',
            'Zurückweisung der Meldung als offensichtlich unbegründet.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Jede Entscheidung hält fest, ob sie auf dem Gesetz (und welcher Vorschrift) oder auf diesen Bedingungen (und welcher Klausel) beruht, ihren räumlichen Geltungsbereich und ihre Dauer. Über unsere Entscheidung informieren wir die meldende Person per E-Mail. Schränken wir Inhalte, einen Shop oder ein Konto ein, erhält der betroffene Creator per E-Mail und im Dashboard eine Begründung in seiner Sprache: die Entscheidung mit Umfang und Dauer, die zugrunde gelegten Tatsachen und Umstände, die rechtliche oder vertragliche Grundlage, ob automatisierte Mittel eingesetzt wurden, und die möglichen Rechtsbehelfe. Die Begründungen übermitteln wir außerdem ohne personenbezogene Daten an die DSA-Transparenzdatenbank der Europäischen Kommission.',
        },
        {
          kind: 'paragraph',
          text: 'Interne Beschwerden: Bis sechs Monate nach der Mitteilung einer Entscheidung können der betroffene Creator und eine meldende Person, deren Meldung nicht zu einer Maßnahme geführt hat, kostenlos und einmal je Entscheidung Beschwerde einlegen: im Dashboard oder über den Link in unserer E-Mail. Eine Beschwerde wird von qualifiziertem Personal geprüft und, soweit wir mehr als einen Administrator haben, nicht von der Person, die entschieden hat. Zeigt die Beschwerde, dass die Entscheidung unbegründet war, heben wir sie unverzüglich auf; unser begründetes Ergebnis und die weiteren Rechtsbehelfe teilen wir dir per E-Mail mit.',
        },
        {
          kind: 'paragraph',
          text: 'Außergerichtliche Streitbeilegung: Zur Beilegung von Streitigkeiten über diese Entscheidungen, auch wenn eine Beschwerde über unser internes System nicht gelöst wurde, kannst du jede außergerichtliche Streitbeilegungsstelle wählen, die nach Artikel 21 des Gesetzes über digitale Dienste (Verordnung (EU) 2022/2065) vom Koordinator für digitale Dienste eines Mitgliedstaats zugelassen ist. Wir wirken nach Treu und Glauben an dem Verfahren vor der gewählten Stelle mit; ihre Entscheidungen sind für keine Seite bindend. Zugelassene Stellen bieten das Verfahren für Nutzer kostenlos oder gegen eine geringe Gebühr an.',
        },
        {
          kind: 'paragraph',
          text: 'Gerichte: Dein Recht, die Sache jederzeit vor ein Gericht zu bringen, bleibt von der internen Beschwerde und dem außergerichtlichen Verfahren unberührt.',
        },
        {
          kind: 'paragraph',
          text: 'Missbrauch (Artikel 23 des Gesetzes über digitale Dienste): Creator, die häufig offensichtlich rechtswidrige Inhalte bereitstellen, wie wiederholt von uns bestätigte Meldungen zeigen, sperren wir nach vorheriger Warnung für einen angemessenen Zeitraum. Meldungen von einer Adresse, die wiederholt offensichtlich unbegründete Meldungen gesendet hat, werden zunächst nachrangig bearbeitet und können dann für einen angemessenen Zeitraum abgewiesen werden. Wir entscheiden im Einzelfall und berücksichtigen die Zahl solcher Inhalte oder Meldungen, ihren Anteil an der Gesamtzahl, die Schwere des Missbrauchs und seiner Folgen sowie die erkennbare Absicht.',
        },
      ],
    },
    {
      id: 'traders',
      heading: '16. Angaben zum Händler in Creator-Shops',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bevor der Shop eines Creators Bestellungen annehmen kann, muss der Creator uns die Angaben machen, die Artikel 30 des Gesetzes über digitale Dienste von Unternehmern verlangt: Name, Postanschrift, Telefonnummer und E-Mail-Adresse; das Handelsregister und die Registernummer, sofern der Creator in einem solchen eingetragen ist; die Umsatzsteuer-Identifikationsnummer, sofern vorhanden; und die Selbstverpflichtung, nur Produkte und Dienstleistungen anzubieten, die den geltenden Vorschriften des Unionsrechts entsprechen. Der Creator muss diese Angaben richtig und aktuell halten.',
        },
        {
          kind: 'paragraph',
          text: 'Wir zeigen diese Angaben Käufern im Abschnitt „Angaben zum Händler“ des Shops. Wir bemühen uns in angemessener Weise zu prüfen, ob sie verlässlich und vollständig sind, und können sie als geprüft kennzeichnen; Änderungen geprüfter Angaben werden erneut geprüft. Sind die Angaben unrichtig, unvollständig oder nicht aktuell, können wir den Händler sperren: Der Shop nimmt dann keine Bestellungen an, bis die Angaben berichtigt sind; der Creator erfährt den Grund und kann sich wie in Abschnitt 15 beschrieben beschweren.',
        },
      ],
    },
    {
      id: 'contact',
      heading: '17. Kontakt',
      paragraphs: ['Fragen zu diesen Bedingungen richten Sie bitte an {email} oder per Post an die {company}, {address}.'],
    },
  ],
}
