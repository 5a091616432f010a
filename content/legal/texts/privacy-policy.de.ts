import type { LegalDocument } from '../legal-types.ts'

export const privacyPolicyDe: LegalDocument = {
  title: 'Datenschutzerklärung',
  effectiveLabel: 'Gültig ab',
  intro: [
    'Diese Datenschutzerklärung erläutert, wie {site} personenbezogene Daten verarbeitet, wenn Sie unsere Website besuchen, ein Creator-Konto anlegen, Seiten mit shoppable Produktfotos veröffentlichen, einen Shop betreiben, bei einem Creator einkaufen oder unsere KI-Styling-Funktionen nutzen.',
    'Wir haben sie so geschrieben, dass man sie lesen kann. Wenn etwas unklar ist, schreiben Sie uns an {email} – wir erklären es gern.',
  ],
  sections: [
    {
      id: 'who-is-responsible',
      heading: '1. Wer ist verantwortlich',
      paragraphs: [
        'Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist die {company}, {address}. Für alle Fragen zum Datenschutz erreichen Sie uns unter {email}.',
        'Für die Daten unserer eigenen Website und Plattform – Besucherdaten, Konten, Abonnements, Abrechnung, Support und Sicherheit – sind wir Verantwortlicher. Soweit Creator {site} nutzen, um ihre Seiten und Shops zu betreiben, verarbeiten wir die Daten ihres Publikums und ihrer Kundinnen und Kunden in ihrem Auftrag und nach ihren Weisungen; für diese Servicedaten sind wir Auftragsverarbeiter und der Creator ist Verantwortlicher. Wenn Sie im Shop eines Creators kaufen, ist der Creator für die Abwicklung Ihrer Bestellung und die dafür erforderlichen Daten verantwortlich.',
      ],
    },
    {
      id: 'principles',
      heading: '2. Grundsätze der Datenverarbeitung',
      paragraphs: [
        'Wir verarbeiten personenbezogene Daten rechtmäßig, nach Treu und Glauben und transparent, nur für festgelegte Zwecke, beschränkt auf das Notwendige, sachlich richtig, nicht länger als erforderlich und durch angemessene Sicherheitsmaßnahmen geschützt (Art. 5 DSGVO).',
        'Rechtsgrundlagen sind: die Erfüllung eines Vertrags mit Ihnen, etwa Ihres Kontos, Abonnements oder Ihrer Bestellung (Art. 6 Abs. 1 lit. b DSGVO); rechtliche Pflichten wie steuer- und handelsrechtliche Aufbewahrungspflichten (Art. 6 Abs. 1 lit. c DSGVO); unser berechtigtes Interesse an einem sicheren und zuverlässigen Dienst, an der Verhinderung von Betrug und an der Beantwortung von Anfragen (Art. 6 Abs. 1 lit. f DSGVO); sowie Ihre Einwilligung, wo wir Sie darum bitten, etwa für die KI-Bildverarbeitung (Art. 6 Abs. 1 lit. a DSGVO). Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: '3. Welche Daten wir erheben',
      paragraphs: ['Je nachdem, wie Sie {site} nutzen, verarbeiten wir folgende Kategorien von Daten:'],
      bullets: [
        'Kontodaten: vollständiger Name, Benutzername, E-Mail-Adresse, Passwort (ausschließlich als argon2id-Hash gespeichert), Land, bevorzugte Sprache, Rolle und Freigabestatus.',
        'Profil- und Inhaltsdaten: Profilbild, Profiltext, Links zu sozialen Netzwerken, hochgeladene Produktfotos, Tags mit Produktlinks, Rabattcodes, Beschreibungen, Kampagnen, Ablaufdaten und Layout-Einstellungen.',
        'Abonnement- und Zahlungsdaten: gewählter Tarif (Basic oder KI-Creator), Abrechnungszeitraum, Zahlungsstatus und Rechnungen. Kartendaten geben Sie direkt bei unserem Zahlungsdienstleister Stripe ein; Ihre vollständige Kartennummer sehen und speichern wir nie.',
        'Shopdaten: Produkte, Preise und Lagerbestand der Creator; bei Käuferinnen und Käufern Name, E-Mail-Adresse, Lieferadresse, Bestellinhalt und Bestellstatus.',
        'Nutzungsstatistiken: Anzahl der Klicks, Teilungen und Kampagnenklicks je Bild oder Tag. Diese Werte werden zusammengefasst und nicht einzelnen Besuchern zugeordnet.',
        'Technische Daten: IP-Adresse, Datum und Uhrzeit, aufgerufene Seite, Browsertyp und Fehlerinformationen in Serverprotokollen, die für die Auslieferung und Absicherung des Dienstes erforderlich sind. Serverprotokolle werden nach 30 Tagen gelöscht, sofern sie nicht zur Aufklärung eines konkreten Sicherheitsvorfalls benötigt werden.',
        'Kommunikationsdaten: was Sie uns über das Kontaktformular oder per E-Mail senden, etwa Name, E-Mail-Adresse, Rolle, Betreff und Nachricht.',
        'Follower-Daten: Wenn Sie einer Creatorin oder einem Creator per E-Mail folgen, speichern wir Ihre E-Mail-Adresse, wem Sie folgen, die Sprache, in der Sie gefolgt sind, und wann Sie angefragt und bestätigt haben. Bis zu Ihrer Bestätigung senden wir nur die Bestätigungs-E-Mail; eine unbestätigte Anfrage wird nach 7 Tagen gelöscht. Die Creatorin oder der Creator sieht Adresse, Sprache und Datum in der Follower-Liste und kann sie exportieren; wir versenden die E-Mails zu neuen Looks in deren Auftrag (höchstens eine am Tag je Creator). Die Abmeldung mit einem Klick in jeder dieser E-Mails oder auf der dort verlinkten Seite löscht den Eintrag sofort; er wird auch mit dem Konto der Creatorin oder des Creators gelöscht. Wir behalten nur tägliche Zahlen zu neuen Followern und Abmeldungen, ohne Adressen.',
        'KI-Daten (nur im KI-Creator-Tarif): die Fotos, die Sie für Ihren KI-Zwilling oder den Outfit-Generator hochladen, und die daraus erzeugten Bilder, siehe Abschnitt 14.',
      ],
    },
    {
      id: 'social-media',
      heading: '4. Soziale Medien',
      paragraphs: [
        '{site} verlinkt auf unsere Profile bei Facebook, Instagram, TikTok und YouTube, und Creator können Links zu ihren eigenen Profilen anzeigen. Es handelt sich um einfache Links: Wir binden keine Social-Media-Plugins, Pixel oder Skripte ein, sodass beim Aufruf unserer Seiten keine Daten an diese Netzwerke übermittelt werden. Erst wenn Sie einem Link folgen, verarbeitet das jeweilige Netzwerk Ihre Daten nach seiner eigenen Datenschutzerklärung.',
        'Wenn Sie einen Tag oder eine Seite teilen, nutzen wir die Teilen-Funktion Ihres Geräts oder kopieren einen Link für Sie. Wir zählen nur, dass geteilt wurde; mit wem Sie teilen, erfahren wir nicht.',
      ],
    },
    {
      id: 'data-security',
      heading: '5. Datensicherheit',
      paragraphs: [
        'Wir schützen Ihre Daten durch technische und organisatorische Maßnahmen, die dem Risiko angemessen sind: verschlüsselte Verbindungen (TLS), gehashte Passwörter, ein httpOnly-Sitzungscookie, das Skripte nicht lesen können, die Prüfung der Herkunft jeder ändernden Anfrage, Begrenzung der Anfragerate, das Entfernen von Standort-Metadaten aus hochgeladenen Fotos, regelmäßige Sicherungen und das Prinzip der geringsten Rechte.',
        'Zugriffe unserer Mitarbeitenden erfolgen strikt nach dem Need-to-know-Prinzip: Nur wer die Daten für eine konkrete Aufgabe benötigt, etwa für Support, Freigaben oder die Behebung eines Fehlers, erhält Zugriff. Jeder solche Zugriff wird protokolliert, und die Protokolle werden regelmäßig geprüft.',
      ],
    },
    {
      id: 'international-transfers',
      heading: '6. Internationale Datenübermittlungen',
      paragraphs: [
        'Wir speichern und verarbeiten Daten vorrangig in der Europäischen Union. Einzelne Dienstleister, etwa unser Zahlungsdienstleister oder der Anbieter von KI-Rechenkapazität, können Daten auch in Ländern außerhalb des Europäischen Wirtschaftsraums verarbeiten, insbesondere in den USA.',
        'Wir übermitteln Daten dorthin nur, wenn ein angemessenes Schutzniveau gewährleistet ist: auf Grundlage eines Angemessenheitsbeschlusses der Europäischen Kommission (etwa des EU-US Data Privacy Framework für zertifizierte Unternehmen) oder der von der Europäischen Kommission erlassenen Standardvertragsklauseln, bei Bedarf ergänzt um zusätzliche Schutzmaßnahmen. Eine Kopie dieser Garantien erhalten Sie auf Anfrage unter {email}.',
      ],
    },
    {
      id: 'sharing',
      heading: '7. Weitergabe von Daten',
      paragraphs: ['Wir geben personenbezogene Daten nur weiter, wenn es erforderlich ist:'],
      bullets: [
        'an Dienstleister, die Daten in unserem Auftrag auf Grundlage eines Auftragsverarbeitungsvertrags verarbeiten: Hosting und Speicherung, E-Mail-Versand, Zahlungsabwicklung (Stripe) und KI-Bildverarbeitung;',
        'an den Creator, in dessen Shop Sie kaufen, damit er Ihre Bestellung ausführen, liefern und abrechnen kann;',
        'an Behörden oder Gerichte, wenn wir gesetzlich dazu verpflichtet sind;',
        'bei einer Verschmelzung oder einem Verkauf unseres Unternehmens an den Erwerber oder Rechtsnachfolger, der diese Erklärung weiter beachten muss.',
      ],
    },
    {
      id: 'what-we-do-not-do',
      heading: '8. Was wir nicht tun',
      bullets: [
        'Wir verkaufen Ihre personenbezogenen Daten nicht und geben sie nicht für kontextübergreifende verhaltensbasierte Werbung weiter.',
        'Wir verwenden keine Analyse-, Werbe- oder sonstigen optionalen Cookies, und auf unseren Seiten laufen keine Tracker von Dritten.',
        'Wir verwenden Ihre Fotos weder zum Training allgemeiner KI-Modelle noch, um Sie zu identifizieren.',
        'Wir treffen keine Entscheidungen mit rechtlicher oder ähnlich erheblicher Wirkung ausschließlich automatisiert: Creator werden von Menschen freigegeben.',
      ],
    },
    {
      id: 'privacy-rights',
      heading: '9. Ihre Datenschutzrechte',
      paragraphs: ['Nach der DSGVO haben Sie das Recht,'],
      bullets: [
        'Auskunft über die bei uns gespeicherten Daten und eine Kopie davon zu erhalten (Art. 15);',
        'unrichtige Daten berichtigen zu lassen (Art. 16);',
        'Ihre Daten löschen zu lassen, einschließlich der Löschung Ihres Kontos (Art. 17);',
        'die Einschränkung der Verarbeitung zu verlangen (Art. 18);',
        'Ihre Daten in einem strukturierten, gängigen und maschinenlesbaren Format zu exportieren und an einen anderen Anbieter weiterzugeben (Art. 20);',
        'einer Verarbeitung auf Grundlage unserer berechtigten Interessen zu widersprechen (Art. 21);',
        'eine Einwilligung jederzeit zu widerrufen, ohne dass die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung berührt wird.',
      ],
    },
    {
      id: 'update-and-consent',
      heading: '10. Aktualisierung Ihrer Daten und Einwilligung',
      paragraphs: [
        'Die meisten Ihrer Daten können Sie selbst in Ihrem Dashboard einsehen und ändern, etwa Ihr Profil, Ihre Social-Media-Links und Ihre Bilder. Bitte halten Sie Ihre Kontodaten aktuell.',
        'In Ihren Profileinstellungen können Sie unter „Deine Daten“ eine Kopie Ihrer Daten als ein ZIP-Archiv herunterladen (Konto und Profil, Bilder mit ihren Tags und Gutscheincodes, Statistiken, Benachrichtigungen, Shop-Produkte und Bestellungen, Rechnungen, Kampagnen und KI-Bilder) und Ihr Konto nach erneuter Eingabe Ihres Passworts löschen. Die Löschung entfernt Ihre Inhalte und personenbezogenen Daten sofort und beendet Ihr Abonnement; Rechnungen bewahren wir so lange auf, wie es das Steuerrecht verlangt, und Ihre Shop-Bestellungen bleiben für die Buchhaltung ohne Ihren Namen und ohne die E-Mail-Adressen Ihrer Käufer erhalten. Sie können uns auch unter {email} bitten, beides für Sie zu erledigen.',
        'Wo eine Verarbeitung auf Ihrer Einwilligung beruht, fragen wir Sie gesondert und verständlich, und Sie können die Einwilligung jederzeit in Ihrem Konto oder per E-Mail an {email} widerrufen. Widerrufen Sie die Einwilligung zur KI-Verarbeitung, beenden wir die Verarbeitung und löschen die zugehörigen Fotos und das Modell.',
      ],
    },
    {
      id: 'access-requests',
      heading: '11. Auskunftsersuchen',
      paragraphs: [
        'Anträge zur Ausübung Ihrer Rechte senden Sie bitte an {email}. Wir antworten innerhalb von {days} Tagen nach Eingang. Zum Schutz Ihrer Daten können wir Sie bitten, Ihre Identität zu bestätigen, etwa indem Sie von der E-Mail-Adresse Ihres Kontos schreiben.',
        'Anträge sind kostenlos. Nur bei offenkundig unbegründeten oder exzessiven Anträgen dürfen wir ein angemessenes Entgelt verlangen oder das Tätigwerden verweigern; in diesem Fall begründen wir dies.',
      ],
    },
    {
      id: 'complaint',
      heading: '12. Beschwerde bei einer Aufsichtsbehörde',
      paragraphs: [
        'Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, insbesondere in dem EU-Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes. Für uns zuständig ist die Datenschutzaufsichtsbehörde des Bundeslandes, in dem wir unseren Sitz haben. Wir freuen uns, wenn Sie sich zuerst an uns wenden, damit wir Ihr Anliegen klären können.',
      ],
    },
    {
      id: 'usa-canada-mexico',
      heading: '13. Besondere Bestimmungen für die USA, Kanada und Mexiko',
      paragraphs: [
        'USA: Wenn Sie in Kalifornien leben, gibt Ihnen der California Consumer Privacy Act (CCPA, geändert durch den CPRA) das Recht zu erfahren, welche personenbezogenen Informationen wir erheben, nutzen und offenlegen, diese einzusehen, zu berichtigen und löschen zu lassen sowie ihrem Verkauf oder ihrer Weitergabe zu widersprechen. Wir verkaufen keine personenbezogenen Informationen und geben sie nicht für kontextübergreifende verhaltensbasierte Werbung weiter. Wir benachteiligen Sie nicht, wenn Sie Ihre Rechte ausüben. Sie selbst oder ein bevollmächtigter Vertreter können Anträge an {email} richten; wir prüfen Anträge, bevor wir sie bearbeiten. Einwohner anderer US-Bundesstaaten mit vergleichbaren Gesetzen haben dieselben Rechte.',
        'Kinder: {site} richtet sich nicht an Kinder. Im Einklang mit dem Children’s Online Privacy Protection Act (COPPA) erheben wir wissentlich keine personenbezogenen Informationen von Kindern unter {age} Jahren. Erfahren wir, dass wir solche Informationen erhoben haben, löschen wir sie unverzüglich. Eltern oder Erziehungsberechtigte, die annehmen, dass ihr Kind uns Daten übermittelt hat, erreichen uns unter {email}.',
        'Kanada und Mexiko: Personenbezogene Informationen von Nutzerinnen und Nutzern in Kanada verarbeiten wir gemäß dem Personal Information Protection and Electronic Documents Act (PIPEDA), solche von Nutzerinnen und Nutzern in Mexiko gemäß dem Bundesgesetz zum Schutz personenbezogener Daten im Besitz Privater (LFPDPPP). Ihre Rechte auf Auskunft, Berichtigung, Löschung und Widerspruch (ARCO-Rechte) sowie den Widerruf Ihrer Einwilligung können Sie per E-Mail an {email} ausüben. Sie können sich außerdem an das Office of the Privacy Commissioner of Canada oder an die zuständige mexikanische Datenschutzbehörde wenden.',
      ],
    },
    {
      id: 'ai-image-processing',
      heading: '14. KI-Bildverarbeitung',
      paragraphs: [
        'Mit dem KI-Creator-Tarif können Sie KI-gestylte Fotos von sich erstellen. Die von Ihnen hochgeladenen Fotos verarbeiten wir nur mit Ihrer Einwilligung und nur, um diese Funktionen bereitzustellen: Eine Personensegmentierung trennt Sie vom Hintergrund, und aus Ihren Trainingsfotos wird ein persönliches KI-Modell (Ihr KI-Zwilling) erstellt, das neue Bilder von Ihnen in anderen Outfits, Posen und Umgebungen erzeugt.',
        'Ihre Trainingsfotos werden gelöscht, sobald Ihr Modell trainiert ist. Erzeugte Bilder speichern wir höchstens 7 Tage; danach werden sie automatisch gelöscht. Laden Sie die Bilder, die Sie behalten möchten, daher bitte rechtzeitig herunter. Ihr persönliches Modell wird gelöscht, wenn Sie es löschen, Ihre Einwilligung widerrufen oder Ihr Konto schließen.',
        'Soweit die Verarbeitung durch einen Anbieter von KI-Rechenkapazität erfolgt, handelt dieser als unser Auftragsverarbeiter, darf die Daten nur zu diesem Zweck nutzen und muss sie anschließend löschen. Bitte laden Sie nur Fotos von sich selbst hoch, niemals Fotos anderer Personen ohne deren Einwilligung, und keine Fotos von Kindern.',
      ],
    },
    {
      id: 'moderation-data',
      heading: '15. Meldungen, Moderation und Angaben zum Händler',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wenn du eine Meldung sendest, verarbeiten wir den gemeldeten Inhalt, die gewählte Kategorie und deine Erläuterung, deinen Namen und deine E-Mail-Adresse (sofern angegeben), die Sprache des Formulars, ob du angemeldet warst, sowie die Zeitpunkte der Meldung und ihrer Bestätigung. Wir nutzen sie, um deine Adresse zu bestätigen, die Meldung zu prüfen, dich über unsere Entscheidung zu informieren und eine Beschwerde zu bearbeiten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit Artikel 16, 17 und 20 des Gesetzes über digitale Dienste; um Missbrauch zu begegnen (Artikel 23), zählen wir außerdem offensichtlich unbegründete Meldungen je E-Mail-Adresse (Art. 6 Abs. 1 lit. c und f DSGVO). Deinen Namen und deine E-Mail-Adresse veröffentlichen wir nicht; an den betroffenen Creator geben wir sie nur weiter, wenn dies für die Bearbeitung der Meldung erforderlich oder gesetzlich vorgeschrieben ist. Bestätigst du deine Adresse nicht, löschen wir die Meldung acht Tage nach dem Absenden, also einen Tag nach Ablauf des Bestätigungslinks; deinen Namen und deine E-Mail-Adresse entfernen wir aus der Meldung, sobald seit unserer Entscheidung sechs Monate vergangen sind und keine Beschwerde dazu mehr offen ist.',
        },
        {
          kind: 'paragraph',
          text: 'Zu einer Moderationsentscheidung speichern wir die Entscheidung, ihre Gründe, den Administrator, der sie getroffen hat, die versandten Begründungen und eine etwaige Beschwerde mit ihrem Ergebnis. Begründungen übermitteln wir ohne personenbezogene Daten an die DSA-Transparenzdatenbank der Europäischen Kommission. Wir bewahren diese Aufzeichnungen so lange auf, wie sie für Beschwerden, außergerichtliche oder gerichtliche Verfahren und zur Erfüllung unserer Transparenzpflichten benötigt werden.',
        },
        {
          kind: 'paragraph',
          text: 'Betreibst du einen Shop, verarbeiten wir die Angaben zum Händler, die du uns machst (Name, Anschrift, Telefonnummer, E-Mail-Adresse, Handelsregister und Registernummer, Umsatzsteuer-Identifikationsnummer und das Datum deiner Selbstverpflichtung), und veröffentlichen sie auf deiner Shop-Seite, wie es Artikel 30 des Gesetzes über digitale Dienste verlangt (Art. 6 Abs. 1 lit. c DSGVO). Wir speichern sie, solange dein Shop besteht, und löschen sie mit deinem Konto, sofern wir sie nicht gesetzlich länger aufbewahren müssen.',
        },
      ],
    },
    {
      id: 'changes',
      heading: '16. Änderungen dieser Erklärung',
      paragraphs: [
        'Wir passen diese Erklärung an, wenn sich unsere Dienste oder die Rechtslage ändern. Die aktuelle Fassung finden Sie stets auf dieser Seite mit ihrem Gültigkeitsdatum. Bei wesentlichen Änderungen informieren wir registrierte Nutzerinnen und Nutzer vor deren Inkrafttreten per E-Mail oder im Dashboard.',
      ],
    },
  ],
}
