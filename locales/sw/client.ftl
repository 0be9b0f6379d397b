# Mteja wa wavuti wa Camelot: kichaguzi cha lugha, urambazaji na maandishi ya kurasa za kujifunza.
# Vitambulisho na vigezo ni sawa kabisa na vya faili ya Kiingereza (en/client.ftl).

language-label = Lugha
nav-learn = Jifunze

## Kurasa za kujifunza

learn-title = Jifunze Camelot
learn-intro = Camelot ni mchezo wa wachezaji wawili kwenye kibao chenye miraba 160. Kurasa hizi fupi zinaeleza sheria zake, kila moja ikiwa na michoro ya kibao; kisha katika mafunzo unaweza kujaribu kila aina ya tendo mwenyewe kwenye kibao hai.
learn-contents-label = Sheria, ukurasa kwa ukurasa
learn-start-reading = Soma sheria
learn-start-tutorial = Jaribu mafunzo
learn-not-found-title = Hakuna ukurasa kama huo
learn-back-to-contents = Rudi kwenye yaliyomo
learn-page-of = Ukurasa wa { $number } kati ya { $total }
learn-pager-label = Ukurasa uliotangulia na unaofuata
learn-previous = ← { $title }
learn-next = { $title } →
learn-diagram-label = Mchoro wa { $number }
learn-move-legal = Tendo { $move } linaruhusiwa
learn-move-illegal = Tendo { $move } haliruhusiwi
learn-board-help = Kibao ni gridi ya miraba, Nyeupe ikiwa chini. Tumia vitufe vya mishale kwenda kutoka mraba mmoja hadi mwingine; kwenye kibao cha mafunzo, kitufe cha Enter au Nafasi huchagua kipande, kisha kila mraba kinapotua.

## Mafunzo

learn-tutorial-title = Mafunzo
learn-tutorial-progress = { $done ->
    [0] Bado hujakamilisha somo lolote
    [one] Somo { $done } limekamilika
   *[other] Masomo { $done } yamekamilika
  }
learn-lesson-heading = Somo la { $number } kati ya { $total }: { $title }
learn-tutorial-board-label = Kibao cha somo
learn-tutorial-you-white = Unacheza upande wa Nyeupe. Bofya kipande, kisha mraba ambao kinapaswa kutua.
learn-tutorial-right = { $move }: vizuri sana, hilo ndilo tendo sahihi.
learn-tutorial-wrong = Tendo { $move } linaruhusiwa, lakini si tendo ambalo somo hili linataka.
learn-tutorial-not-legal = Tendo hilo haliruhusiwi.
learn-tutorial-can-continue = { $move } tayari ni tendo kamili, lakini kipande kingeweza pia kuendelea.
learn-tutorial-stop-here = Simama hapa na ucheze { $move }
learn-tutorial-next = Somo linalofuata
learn-tutorial-finished = Umemaliza mafunzo.
learn-tutorial-reset = Anza somo upya
learn-tutorial-lessons = Masomo
learn-tutorial-solved = (limekamilika)
learn-tutorial-forget = Futa maendeleo yangu
