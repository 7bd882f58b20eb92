"""Writes `medical_everyday_54.jsonl`, a fifty-fourth hand-written set of everyday Chinese questions for the demo network.

Written by hand like the other everyday sets and, like the thirteenth to fifty-third, kept as a held-out measure: nothing
in it was chosen or reworded after seeing how the project answers it (it was written without running the project's
search or evaluation on it, and without reading the linking and ranking code). 210 questions, every relation type of the
network asked four to seven times. Each is written in traditional characters by people from Taiwan, Hong Kong, Macau and
Chinese communities abroad, as they type every day: the whole question in traditional characters, the names of records
too, in the form the asker would type them (藥物性鼻炎, 蕁麻疹型藥疹, 腦梗死, 鎖骨下動脈盜血綜合徵, 諾瓦克病毒性胃腸炎, 萘敏維滴眼液, 穀維素片, 陽桃,
麵筋, 苓甘五味薑辛湯, 血塗片檢查), while the lines keep the network's own (simplified) names for the entity, the mention and
the answers, as recorded: only the question text is in traditional characters. Taiwan usage where it comes naturally (請問一下,
要掛哪一科, 健兒門診, 健保有給付嗎, 西藥房, 中藥行, 打點滴, 第一次在台大醫院掛號, 超音波, 耳下腺, 自律神經, 粉瘤, 盤尼西林, 喔, 耶, 啦), Hong Kong
written Cantonese in 47 (應該去睇邊科, 我食開止痛藥, 係咪, 呢個要點樣醫, 有冇得搽藥, 唔該問下, 嘅, 咩, 㗎, 急症室, 屋企人, 出院紙, 我成日拗柴, 坐月, 瞓唔著,
個仔打完波), Macau once (澳門中藥房張單寫住黃耆湯), and 21 mixing simplified and traditional characters in one message, as
people do who switched keyboards (我在大马读书，宿舍蚊虫超多，被咬的地方肿一大包。蟲咬反應一般還會有哪些表現呢, 必纳维吃了会不会QT間期延長, 連朴飲是不是治湿热霍乱的,
報告上有一項血清补体C7含量，这是因为什么症状才验的). Punctuation is as they type it: 「」 around what a report, a chart or a
book says (「腦血管瘤；腦動靜脈性血管畸形」, 「部位未特指的消化性潰瘍」, 「雄黃等」), full-width ？ and ，, and a space before an English name
copied from a report. Who writes varies: a Taipei office worker on a nasal spray (我鼻塞一直噴那種收縮血管的鼻噴劑), a Hong Kong
grandmother dictating to a grandchild (阿嫲話我成日虛火, 阿嫲問：生蜘蛛瘡係點樣惹返嚟㗎), a Malaysian Chinese student (我在大马读书, 表哥在沙巴下雨天涉水,
打羽毛球跌倒), an overseas parent reading a Chinese pharmacy label (在國外的華人藥房買到中國的保英，包裝上的字看不太懂), and families in the
United States, Canada, Australia, Germany, England and Singapore with a report or a box in another language (AIDS with
deradenoncus, epidermal cyst；keratinous cyst, progressive supranuclear palsy, electroencephalogram, 在德國買的艾者思). 26 end
a clause with 呢/啊/呀/嘛/哈 (more of the Hong Kong ones end with 㗎); 161 are tagged `context`; some ask two things and the
first is the gold (中風後醫生開了蚓激酶腸溶膠囊，這個算是哪一類的藥？健保有給付嗎 asks the class; 生蜘蛛瘡係點樣惹返嚟㗎？會唔會傳畀個孫 the causes;
呢種瘡通常生喺邊度㗎？有冇得搽藥 where 蛇头疮 shows; 唔該問下，陽桃根喺邊度有出產？香港有冇㗎 where it grows; 比智高到底是藥還是保健品啊？孩子可以天天吃嗎
names 保健品).

Records: taken from the ninth tenth of each relation type's sources in key order (the record key of the source type),
among records whose name no question of the other sets (the shipped dev set, everyday sets 1 to 53 and the three alias
sets) contains and that none of them uses as an entity or a mention; the thirty-fifth and forty-fourth sets drew from the
ninth tenth too, and this one takes only what they and every other set left. cures has 106 window sources and two left
(自身免疫性疾病, 血管损伤), both asked, 血管损伤 naming a drug no earlier question names (肾上腺色腙片); four more questions each name a drug
no earlier question names (蛔虫病 → 甲苯咪唑咀嚼片, 角膜软化症 → 维生素AE胶丸, 酒渣鼻 → 硫软膏, with 酒渣鼻 named by 玫瑰痤疮, 重金属中毒 →
青霉胺片). Where every source of a relation type in that window is already asked about (has_risk_factor, prevalent_in,
metastasizes_to, invades, related_disease, differential_diagnosis, drug_has_alias, composed_of, formula_has_efficacy,
prescribed_for, formula_has_alias, performed_by, check_has_alias), the question names one neighbour no earlier question
names (胰腺癌 ← 胰腺癌家族史, 自身免疫性肝炎 ← 黑升麻, 膀胱癌 ← 盆腔放疗, 脑梗死 ← 雌激素治疗, 腹主动脉瘤 ← 高胱氨酸血症, 血吸虫病 ← 皮肤暴露于受污染的淡水,
转移性乳腺癌 ↔ 病理性骨折, 脑炎型狂犬病 ↔ 恐水性痉挛, 血管炎 ↔ 肾脏病变, 贫血 ↔ 继发性肾小球肾炎, 血吸虫病 ↔ 瘙痒性尾蚴性皮炎, 脑炎 ↔ 抗利尿激素分泌异常综合征,
脑梗死 ↔ 颅内出血, 自身免疫性肝炎 ↔ 非酒精性脂肪性肝炎, 膀胱癌 ↔ 肾尿路上皮癌, 自身免疫性胰腺炎 ↔ 胆管恶性肿瘤, 转移性乳腺癌 ↔ 脑癌, 海蛤散 → 芒消, 琥珀利气丸 →
川军, 白清胃散 → 生硼砂, 碧玉散 → 红枣肉, 拔生膏 → 雄黄等, 茵陈蒿汤 → 退黄, 藿香正气散 → 解表化湿, 逍遥散 → 养血健脾, 葛根芩连汤 → 解表清里, 贝母瓜蒌汤 →
润肺清热, 苇茎汤 → 肺痈, 苓甘五味姜辛汤 → 寒饮咳嗽, 肾气丸 → 腰痛脚软, 禹功散 → 阴囊肿胀, 连朴饮 → 湿热霍乱), is asked from the relation's target end
(加勒比地区, where 血吸虫病 is prevalent; 锁骨上淋巴结, where 转移性乳腺癌 and 支气管肺癌 spread; 膈神经, which 非小细胞肺癌 invades; 红粉, an ingredient
of 拔脓净; 理气化痰, an efficacy of 贝母瓜蒌汤, 参苏饮 and 温胆汤; 燕窝疮, what 碧玉散 is prescribed for; 神经科, the department of 脑电图检查: none of
them an earlier question's entity but 神经科), names its entity by an alias (进行性核上麻痹 by progressive supranuclear palsy, an
alias no earlier question uses; 自身免疫性肝炎 by AIH, 非小细胞肺癌 by NSCLC, 苯甲酸利扎曲普坦片 by 善清, 琥珀利气丸 by 利气丸 and 脑电图检查 by EEG,
earlier sets' mentions) or asks what an alias stands for (依思汀, 诺和锐®30, 黄耆汤, EUS, 静脉肾盂排泄造影: earlier questions' gold,
asked here in other words); a few ask a window record again in words no earlier question uses (铅中毒 and 部位未特指的消化性溃疡
where they are prevalent, 血栓 where it spreads, 萘普生钠片, 琥珀利气丸 and 菝葜八味汤 what else they are called, 脑电图检查 where it is done,
超声内镜检查 its English abbreviation), and where a window source has no neighbour left that no earlier question names, the
question names one again (莱姆病 → 美国中北部和东北部, 血吸虫病 → 撒哈拉以南非洲的农村, 转移性乳腺癌 → 内乳淋巴结, 银屑病 → 指甲, 铅中毒 → 中枢神经系统,
非小细胞肺癌 → 喉返神经, 食物中毒 → 结肠黏膜, 部位未特指的消化性溃疡 → 背部, 进行性核上麻痹 ↔ 帕金森病, 脊髓灰质炎灭活疫苗 → 爱宝维, 苯甲酸利扎曲普坦片 → 欧立停,
慢脾风 → 脾风, 脑电图检查 → 神经科 and electroencephalogram). has_risk_factor has 18 window sources, all asked about before: its six
questions each name a risk factor no earlier question names. None of the four window sources of prevalent_in (莱姆病, 血吸虫病,
部位未特指的消化性溃疡, 铅中毒) has a neighbour no earlier question names: 莱姆病 and 血吸虫病 name one again, 铅中毒 and 部位未特指的消化性溃疡 are
asked in new words and one question asks from the target end (加勒比地区, never an earlier question's entity). None of the six
window sources of metastasizes_to (血栓, 视神经脊髓炎, 转移性乳腺癌, 铅中毒, 银屑病, 银屑病关节炎) has one either: three name one again, 血栓 is
asked in new words and one question asks from the target end (锁骨上淋巴结, never an earlier question's entity). The three window
sources of invades (部位未特指的消化性溃疡, 非小细胞肺癌, 食物中毒) have none: each names one again, and one question asks from the target
end (膈神经, never an earlier question's entity). Of the 31 window sources of related_disease six are asked whether they are
related to a disease no earlier question names; of the 12 of differential_diagnosis five are asked how they differ from one,
and 进行性核上麻痹, named by an English alias no earlier question uses, how it differs from 帕金森病. The window of drug_has_alias
holds seven drugs (脊髓灰质炎灭活疫苗, 艾普拉唑肠溶片, 苯甲酸利扎曲普坦片, 茴拉西坦片, 萘普生钠片, 诺和锐30, 贝那普利氢氯噻嗪片), all of whose aliases earlier
questions name: 脊髓灰质炎灭活疫苗 names 爱宝维 again, 苯甲酸利扎曲普坦片, named by its trade name 善清, is asked whether it is 欧立停, 萘普生钠片 is
asked in new words, and two questions ask what 依思汀 and 诺和锐®30 stand for. Of the seventeen window formulas of composed_of eleven
have an ingredient no earlier question names: five are asked by it and one question asks from the target end (红粉, of
拔脓净). Of the 31 window formulas of formula_has_efficacy and the 34 of prescribed_for, five each are asked whether they have an
efficacy or treat a disease no earlier question names, and one question each asks from the target end (理气化痰, 燕窝疮).
formula_has_alias has 29 sources and its window three (慢脾风, 琥珀利气丸, 菝葜八味汤), all of whose aliases earlier questions name: 慢脾风 is
asked whether it is also called 脾风, the other two are asked in new words and one question asks what 黄耆汤, an alias of 菝葜八味汤,
stands for. performed_by has six sources and its window one (脑电图检查, the fifth in key order), as for the thirty-fifth and
forty-fourth sets: it is asked in new words and, named by EEG, whether it is done in 神经科; one question asks from its target
end (神经科) and one takes the record before it (无痛胃镜检查), asked in new words. check_has_alias has seven sources and its window
one (超声内镜检查, the sixth), asked for its English abbreviation in new words and by what EUS stands for; the record before it
(脑电图检查) is asked whether it is electroencephalogram and the record after it (静脉尿路造影检查) by what 静脉肾盂排泄造影 stands for.

87 questions name the one neighbour they ask about, most of them naming two records (膝关节滑膜炎 → 走路跛行, 荨麻疹型药疹 → 高热, 解离症 → 精神科,
输卵管积水 → 输卵管造影, 药物相关性胃病 → 胃镜检查, 蜘蛛指（趾） → 主动脉夹层动脉瘤, 近端肾小管性酸中毒 → 低钾血症, 膝外侧副韧带损伤 → 腓总神经损伤, 血管损伤 → 肾上腺色腙片,
蜘蛛疮 → 带状疱疹感染, 蓐劳 → 产妇, 遗传性高尿酸血症 → 男性, 踝关节不稳 → 保守治疗, 药物性鼻炎 → 低温等离子微创疗法, 血栓性痔 → 痔, 药物性雄激素性脱发 → 雄激素性脱发,
那妥 → 前列腺增生, 保英 → 缓解尿布疹, 必纳维 → QT间期延长, 捷赐瑞 → 咳嗽, 西泰孟 → 磷酸可待因, 握尔泰 → 灵芝, 备疏 → 盐酸伪麻黄碱, 疏尔 → α1受体阻滞剂, 泰为美 →
抑制胃酸分泌药, 沙普尔 → 非甾体抗炎药, 比智高 → 保健品, 爽尔利 → 青霉素类, 阳桃 → 咽痛, 小火绳 → 台湾, 豆腐渣果 → 豆腐果, 血涂片检查 → 疟疾, 血清钠检查 → 低钠血症,
血红蛋白A2 → 贫血, 血管壁的检测 → 紫癜, and the neighbours above), two in other words than the neighbour's name (會不會是穿太緊的尼龍褲引起的
names 穿紧身的尼龙或合成的弹力纤维, 這是長在腳趾上的問題嗎 names 足趾). Seven besides the alias-instance questions are asked from the relation's
target end (要去加勒比地區度蜜月，那邊有哪些病比較流行, 一般哪些癌會轉移到鎖骨上淋巴結, 哪些病會侵犯到膈神經, 哪些方子裡有用到紅粉, 有哪些方子可以理氣化痰,
中醫說是燕窩瘡，有哪些方子能治, 神經科通常可以做哪些檢查呢).

Names inside names: by a mechanical count 136 of the 210 questions are about a record whose name holds the name (three
characters or more) of another record or lies inside a longer one; about 30 were chosen for it and are asked the way
people say them (艾滋病性颈淋巴结肿大 holds 颈淋巴结肿大 and 淋巴结肿大 and is named by its English alias, 膝关节滑膜炎 holds 滑膜炎, 诺瓦克病毒性胃肠炎 holds
病毒性胃肠炎 and 诺瓦克病毒, 近端肾小管性酸中毒 holds 肾小管性酸中毒, 血管性帕金森综合征 holds 帕金森综合征, 软骨母细胞瘤 holds 骨母细胞瘤, 视网膜色素上皮炎 lies inside
急性视网膜色素上皮炎, 遗传性高尿酸血症 holds 高尿酸血症, 视神经胶质瘤 holds 神经胶质瘤, 血管脂肪瘤 holds 脂肪瘤, 腹主动脉瘤 holds 主动脉瘤 and lies inside 胸腹主动脉瘤,
转移性乳腺癌 holds 乳腺癌, 非小细胞肺癌 holds 小细胞肺癌 and is named by NSCLC, 自身免疫性胰腺炎 holds 胰腺炎, 脑炎型狂犬病 holds 狂犬病, 趾甲沟炎 holds 甲沟炎,
药物性雄激素性脱发 holds 雄激素性脱发, the class its question names, 过敏性鼻炎伴哮喘 holds 过敏性鼻炎, 镇痛药肾病 is one character from 镇痛药性肾病, and
部位未特指的消化性溃疡 lies inside 部位未特指的消化性溃疡急性,伴有穿孔 and six more records, copied from a discharge form as it stands; 茶碱缓释胶囊 lies
inside 茶碱缓释胶囊（II）, 萘普生钠胶囊 and 萘普生钠片 hold 萘普生钠, 辅酶Q10软胶囊 holds 辅酶Q10, the Q10 its asker names; 阳桃 lies inside 阳桃根 and 阳桃叶
and is written 陽桃 after 楊桃, the way Taiwan writes the fruit, and 阳桃根 is asked too, 野牡丹根 holds 野牡丹, 野花椒皮 holds 野花椒 and is named by
臭花椒皮, 迎春花根 holds 迎春花; 琥珀利气丸 holds 利气丸, its alias and the name a composed_of question uses, 白清胃散 holds 清胃散, 茵陈蒿汤 holds 茵陈蒿,
肾气丸 lies inside 金匮肾气丸 and 济生肾气丸, and 逍遥散 inside 加味逍遥散, which its asker takes; 血涂片检查 lies inside 外周血涂片检查, 无痛胃镜检查 holds
胃镜检查, 超声内镜检查 holds 内镜检查 and 超声内镜, and 脑电图检查 lies inside 心电图与脑电图检查).

About one question in four (50 of 210) names its entity by a name the network records for that very instance: disease
aliases (10: English names and abbreviations from a report or a doctor abroad, AIDS with deradenoncus, progressive
supranuclear palsy, AIH and NSCLC, and “epidermal cyst；keratinous cyst”, recorded as one name of two halves; other or
descriptive names, 角膜周边浸润或周边部卡他性角膜溃疡 and 输尿管囊肿或输尿管膨出; two aliases the network records as one name of two parts, copied
from a report as they stand, 脑血管瘤；脑动静脉性血管畸形 and 眼—口腔—生殖器三联症,白塞病; and 玫瑰痤疮, the name a dermatologist uses); drug trade
names (26, below); medicinal material aliases (12: 菱角, 爬山虎, 水芹菜, 高山积雪, 白肉白匏仔, 大白叶仔, 土官桂, 臭花椒皮, 山樱花, 小火绳, 野桐, 水柳,
several of them names of plants people know as food, garden flowers or by a Taiwanese name); a TCM formula alias (1: 利气丸,
earlier sets' mention); a check alias (1: EEG, earlier sets' mention). Each of these names is listed by that one instance
only. Ten more ask what an alias stands for (坏死性结节性皮炎, Krill's病, 依思汀, 诺和锐®30, 鸡眼睛皮, 臭勒皮, 豆豆苗, 黄耆汤, EUS, 静脉肾盂排泄造影:
disease, drug, material, formula and check aliases, 坏死性结节性皮炎, 鸡眼睛皮, 臭勒皮 and 豆豆苗 asked by no earlier question): their gold is
the alias instance, answered by the record that lists it. Before the set is built, `unrecorded_aliases` (the fourth set's
check) makes sure every alias a question names its entity by is one the network records for that very instance.

Drug trade names: 26 questions name a drug by a trade name its record's `trade_name` property lists, each listed by that
one drug (达先, 那妥, 保英, 伊加欣, 目秀, 迪帕米, 平能, 倍利, 比特诺尔, 理舒达, 必纳维, 捷赐瑞, 天士力, 铭鼎, 艾者思, 西泰孟, 握尔泰, 备疏, 疏尔, 泰为美, 三乐喜, 致欣,
沙普尔, 比智高, 爽尔利, 善清; 天士力 is the maker's name the box carries, listed as the trade name). All twenty-six names are also drug
records of their own. They are labelled as in the earlier sets: the gold entity is the standard record (舍雷肽酶片, 萘哌地尔片,
苯西卤铵乳膏, 葡萄糖酸锌咀嚼片, 萘敏维滴眼液, 茶碱缓释胶囊, 苯磺酸氨氯地平胶囊, 萘普生钠胶囊, 胶体酒石酸铋胶囊, 辛伐他汀胶囊, 西沙必利胶囊, 赖诺普利片, 芪参益气滴丸, 血尿安片,
车前番泻颗粒, 萘普待因片, 薄芝糖肽注射液, 贝敏伪麻片, 萘哌地尔胶囊, 西咪替丁注射液, 茴拉西坦胶囊, 西尼地平片, 贝诺酯分散片, 赖氨酸磷酸氢钙颗粒, 苯唑西林钠胶囊, 苯甲酸利扎曲普坦片),
the mention is the trade name and the line is tagged `alias`, because whoever holds the box, the label or the prescription
asks about the medicine, and the standard record is the one that names it, holds its class and lists the trade name.

Other names the network holds under two records:
- EUS is a check record as well as the alias instance 超声内镜检查 lists (在新加坡的醫院預約了EUS，這是哪一項檢查的縮寫): it asks what the
  name stands for, so the gold is the alias instance, as the forty-fourth and fifty-second sets' EUS questions are. EEG is a
  check record as well as an alias 脑电图检查 lists (個仔要做EEG，係咪去神經科做): the question names the check the child is to have,
  so the gold is the record the alias belongs to, as in the earlier sets' EEG questions asking where it is done. 依思汀 is a
  drug record as well as the alias instance 贝那普利氢氯噻嗪片 lists (依思汀係邊隻藥嘅別名): it asks what the name stands for, so the gold is
  the alias instance.
- Two names the questions use are records of other types too: 玫瑰痤疮 and 菱角 are symptom records besides the aliases of
  酒渣鼻 and 野菱根.
- Some named neighbours are records of other types too: 精神科 a population besides a department, 胃镜检查 a disease besides a
  check, 带状疱疹感染 an alias, a cause, a disease and a symptom, 黑升麻 an ingredient besides a cause, 盆腔放疗 a symptom and a therapy
  besides a cause, 雌激素治疗 a drug besides a cause, 男性 a cause and a department besides a population, 指甲 and 足趾 symptoms besides
  body parts, 中枢神经系统 a disease and a symptom besides a body part, 磷酸可待因 a drug besides an ingredient, 非甾体抗炎药 a cause, a
  drug and a therapy besides a drug product class, 青霉素类 a cause besides a drug product class, 爱宝维 and 欧立停 drugs besides
  aliases, 台湾 a symptom besides a region, 解表清里 a drug product class besides an efficacy, and 高热, 主动脉夹层动脉瘤, 低钾血症, 痔,
  雄激素性脱发, 病理性骨折, 肾脏病变, 颅内出血, 非酒精性脂肪性肝炎, 帕金森病, 前列腺增生, 咳嗽, 咽痛, 阴囊肿胀, 疟疾, 低钠血症, 贫血 (a check record besides) and
  紫癜 diseases, symptoms and causes in several combinations.
- Besides these, 41 lines are tagged `ambiguous_name`: the entity's own name is also a record of another type (a symptom
  record: 药物性鼻炎 (two questions), 语言发育迟缓, 表皮囊肿 (two), 蛔虫病, 酒渣鼻, 色斑, 腺泡细胞癌, 过敏性阴道炎, 膀胱癌 (two), 腹主动脉瘤, 非小细胞肺癌, 血管炎;
  a cause record: 血管损伤, 自身免疫性肝炎 (two), 铅中毒 (two); both: 自然流产, 胰腺癌, 血吸虫病 (three), 部位未特指的消化性溃疡 (two), 血栓, 脑炎, and 输卵管积水
  and 贫血 a check record besides, 自身免疫性疾病 and 银屑病 a population record besides; an alias record: 酒精所致精神障碍, and 脑梗死 (two) and 食物中毒
  a cause record (and 脑梗死 a symptom record) besides; an alias record for the material 见血住 and an ingredient record for the
  material 雀脑; a drug record for the alias instance 依思汀 and a check record for the alias instance EUS), and the wording says
  which is meant (醫生說, 診斷, 驗出, 病理報告寫, 出院紙寫住, 入藥, 藥材, 別名, 縮寫).

The machinery is `make_medical_everyday.py`'s: each question carries its gold relation type, the entity it is about (and
how it names it) and, when it names one neighbour, that neighbour; the answers are read from the built network and the
file is checked with the evaluation harness's validator before it is written. Tags are the same.

    .venv/bin/python bench/sets/make_medical_everyday_54.py    # rewrites bench/sets/medical_everyday_54.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.sets.make_medical_everyday import (  # noqa: E402
    AL, BP, C, D, DEP, DR, EF, F, IN, M, RE, Q)
from bench.sets.make_medical_everyday_4 import main_checking_aliases  # noqa: E402

OUT = Path(__file__).resolve().parent / "medical_everyday_54.jsonl"


QUESTIONS: list[Q] = [
    # has_symptom
    Q("我鼻塞一直噴那種收縮血管的鼻噴劑，噴了快半年，耳鼻喉科說是藥物性鼻炎。請問這個還會有哪些症狀？", "has_symptom",
      "药物性鼻炎", D),
    Q("阿嫲話我成日虛火，口乾又瞓唔著，虛火通常會有咩症狀㗎？", "has_symptom", "虚火", D),
    Q("我在大马读书，宿舍蚊虫超多，被咬的地方肿一大包。蟲咬反應一般還會有哪些表現呢？", "has_symptom", "虫咬反应", D),
    Q("在美國看診，報告上寫 AIDS with deradenoncus，我脖子的淋巴結一直腫著，這個還會有什麼症狀？", "has_symptom",
      "艾滋病性颈淋巴结肿大", D, mention="AIDS with deradenoncus"),
    Q("我跑完台北馬拉松膝蓋腫起來，骨科說是膝關節滑膜炎，這個會不會走路跛行啊？", "has_symptom", "膝关节滑膜炎", D,
      named="走路跛行"),
    Q("個仔打完波突然透唔到氣，急症室話係自發性血氣胸，呢個病仲會有咩症狀？", "has_symptom", "自发性血气胸", D),
    Q("吃了抗生素以后全身起風團，医生说是蕁麻疹型藥疹，會不會發高熱？", "has_symptom", "荨麻疹型药疹", D, named="高热"),
    # designated_to
    Q("請問一下，我兒子兩歲半還不太會講話，健兒門診說可能是語言發育遲緩，要掛哪一科比較好？", "designated_to",
      "语言发育迟缓", D),
    Q("屋企人食完生蠔上吐下瀉，診所醫生話係諾瓦克病毒性胃腸炎，應該去睇邊科？", "designated_to", "诺瓦克病毒性胃肠炎", D),
    Q("朋友說她常常覺得自己不是自己，懷疑是解離症，要掛精神科嗎？", "designated_to", "解离症", D, named="精神科"),
    Q("眼睛紅又怕光，診所單子上寫「角膜周邊浸潤或周邊部卡他性角膜潰瘍」，去大醫院要看哪個科？", "designated_to",
      "金黄色葡萄球菌性边缘性角膜炎", D, mention="角膜周边浸润或周边部卡他性角膜溃疡"),
    Q("預產期過咗成個禮拜都未生，醫生講係過期妊娠，要去邊科跟進呀？", "designated_to", "过期妊娠", D),
    Q("在加拿大看家庭醫生，轉介單上寫 epidermal cyst；keratinous cyst，回台灣要掛哪一科？", "designated_to", "表皮囊肿", D,
      mention="epidermal cyst；keratinous cyst"),
    # checks
    Q("MRI報告寫住「腦血管瘤；腦動靜脈性血管畸形」，醫生叫我哋再做檢查，通常要做邊啲檢查？", "checks", "脑血管畸形", D,
      mention="脑血管瘤；脑动静脉性血管畸形"),
    Q("備孕一年多都沒消息，醫生懷疑是輸卵管積水，是不是要做輸卵管造影？", "checks", "输卵管积水", D, named="输卵管造影"),
    Q("我食開止痛藥，胃痛到唔得了，醫生話係藥物相關性胃病，使唔使做胃鏡檢查？", "checks", "药物相关性胃病", D,
      named="胃镜检查"),
    Q("我爸左手量的血壓比右手低很多，醫生懷疑是鎖骨下動脈盜血綜合徵，這個要做什麼檢查？", "checks", "锁骨下动脉盗血综合征",
      D),
    Q("大腿摸到一颗硬块，诊所说可能是軟組織腫瘤，大概要做哪些檢查啊？", "checks", "软组织肿瘤", D),
    Q("眼科醫生說我是視網膜色素上皮炎，一般要做什麼檢查才能確定呢？", "checks", "视网膜色素上皮炎", D),
    Q("爸爸做了腸造口以後旁邊一直鼓起來，醫生說是造口旁疝，要做哪些檢查？", "checks", "造口旁疝", D),
    # has_complication
    Q("孩子手指腳趾都特別長，醫生說是蜘蛛指（趾），會不會併發主動脈夾層動脈瘤？", "has_complication", "蜘蛛指（趾）", D,
      named="主动脉夹层动脉瘤"),
    Q("醫生說小朋友係近端腎小管性酸中毒，會唔會引起低鉀血症？", "has_complication", "近端肾小管性酸中毒", D,
      named="低钾血症"),
    Q("踢足球被鏟到膝蓋外側，醫生說是膝外側副韌帶損傷，會不會合併腓總神經損傷？", "has_complication", "膝外侧副韧带损伤",
      D, named="腓总神经损伤"),
    Q("我媽一隻眼睛突然看不到，醫生說是視網膜動脈阻塞，之後還可能併發什麼？", "has_complication", "视网膜动脉阻塞", D),
    Q("表哥在沙巴下雨天涉水以后发烧咳血，醫生說是鉤端螺旋體肺炎，這個會引起哪些併發症？", "has_complication",
      "钩端螺旋体肺炎", D),
    Q("阿爺確診血管性帕金森綜合徵，醫生話要小心其他病，佢會引起啲咩併發症？", "has_complication", "血管性帕金森综合征",
      D),
    # cures
    Q("醫生說我媽是自身免疫性疾病，一般會開哪些藥啊？", "cures", "自身免疫性疾病", D),
    Q("手術後醫生說有血管損傷在滲血，開了腎上腺色腙片，這個藥是治這個的嗎？", "cures", "血管损伤", D,
      named="肾上腺色腙片"),
    Q("孩子学校驗出蛔蟲病，西藥房推薦甲苯咪唑咀嚼片，小朋友可以吃嗎？", "cures", "蛔虫病", D, named="甲苯咪唑咀嚼片"),
    Q("眼科說是角膜軟化症，缺維生素A，可以吃維生素AE膠丸來補嗎？", "cures", "角膜软化症", D, named="维生素AE胶丸"),
    Q("皮膚科說我臉一直紅紅的是玫瑰痤瘡，硫軟膏可以擦嗎？", "cures", "酒渣鼻", D, mention="玫瑰痤疮", named="硫软膏"),
    Q("屋企人食咗啲來歷不明嘅中藥丸，驗出重金屬中毒，醫生開咗青黴胺片，係咪醫呢個㗎？", "cures", "重金属中毒", D,
      named="青霉胺片"),
    # shown_on
    Q("阿嫲手指生咗蛇頭瘡，呢種瘡通常生喺邊度㗎？有冇得搽藥？", "shown_on", "蛇头疮", D),
    Q("臉上的色斑一般都長在哪些部位呢？", "shown_on", "色斑", D),
    Q("X光報告寫軟骨母細胞瘤，這種瘤通常長在骨頭的哪個位置？", "shown_on", "软骨母细胞瘤", D),
    Q("小腿上有一片金黃色的斑，皮膚科說是金黃色苔蘚，這個一般長在哪裡？", "shown_on", "金黄色苔藓", D),
    Q("醫生寫的是「錘狀趾、槌狀趾、爪形趾」，這是長在腳趾上的問題嗎？", "shown_on", "锤状趾、槌状趾、爪形趾", D,
      named="足趾"),
    Q("背上長了一顆粉瘤，醫生說是表皮囊腫，這種一般會長在身體哪些地方？", "shown_on", "表皮囊肿", D),
    # has_alias
    Q("阿嫲話腰上面生咗蜘蛛瘡，係咪即係帶狀皰疹感染？", "has_alias", "蜘蛛疮", D, named="带状疱疹感染"),
    Q("中醫師說我眼睛是赤膜下垂，這個病還有別的名字嘛？", "has_alias", "赤膜下垂", D),
    Q("耳下腺開刀，病理報告寫腺泡細胞癌，它還有什麼別的叫法？", "has_alias", "腺泡细胞癌", D),
    Q("兒子驗出近端腎小管性酸中毒，上網查資料很少，它還有其他名稱嗎？", "has_alias", "近端肾小管性酸中毒", D),
    Q("女兒超音波看到輸尿管脫垂，這個病還有什麼別名呢？", "has_alias", "输尿管脱垂", D),
    Q("皮膚科病歷寫「壞死性結節性皮炎」，這是哪一個病的別名？", "has_alias", "坏死性结节性皮炎", AL),
    Q("眼科報告上寫Krill's病，係指邊一個病？", "has_alias", "Krill's病", AL),
    # caused_by
    Q("我們住在美國德州，新闻一直在报西尼罗河热，這個病是怎麼感染的？", "caused_by", "西尼罗河热", D),
    Q("第一胎八週就自然流產了，到底是什麼原因造成的啊？", "caused_by", "自然流产", D),
    Q("醫生說我手腳關節痛是藥物性狼瘡，這是怎麼引起的？", "caused_by", "药物性狼疮", D),
    Q("驗血說我是鉀缺乏症，平常也沒特別挑食，為什麼會這樣？", "caused_by", "钾缺乏症", D),
    Q("阿嫲問：生蜘蛛瘡係點樣惹返嚟㗎？會唔會傳畀個孫？", "caused_by", "蜘蛛疮", D),
    Q("最近下面一直癢，婦產科說是過敏性陰道炎，會不會是穿太緊的尼龍褲引起的？", "caused_by", "过敏性阴道炎", D,
      named="穿紧身的尼龙或合成的弹力纤维"),
    Q("看新闻說有人被下毒得了鉈中毒，這個一般是怎麼中毒的？", "caused_by", "铊中毒", D),
    # has_risk_factor
    Q("我爸爸跟伯伯都是胰腺癌走的，胰腺癌家族史算是危險因素嗎？", "has_risk_factor", "胰腺癌", D, named="胰腺癌家族史"),
    Q("更年期一直吃美國買的黑升麻保健品，最近驗出自身免疫性肝炎，黑升麻會不會是危險因素？", "has_risk_factor",
      "自身免疫性肝炎", D, named="黑升麻"),
    Q("我媽以前子宮頸癌做過盆腔放療，這樣得膀胱癌的風險會比較高嗎？", "has_risk_factor", "膀胱癌", D, named="盆腔放疗"),
    Q("停經之後一直做荷爾蒙補充，雌激素治療會唔會增加腦梗死嘅風險？", "has_risk_factor", "脑梗死", D,
      named="雌激素治疗"),
    Q("醫生說我有高胱氨酸血症，這個算是腹主動脈瘤的危險因素嗎？", "has_risk_factor", "腹主动脉瘤", D,
      named="高胱氨酸血症"),
    Q("去非洲做义工要在河里洗澡，皮膚暴露於受污染的淡水會增加血吸蟲病的風險嗎？", "has_risk_factor", "血吸虫病", D,
      named="皮肤暴露于受污染的淡水"),
    # common_in
    Q("我是業餘足球隊的，醫生說我腳踝是足球踝，這個一般都是什麼人會得啦？", "common_in", "足球踝", D),
    Q("阿媽話我坐月冇坐好會變蓐勞，呢個病係咪產婦先會有？", "common_in", "蓐劳", D, named="产妇"),
    Q("聽說視神經膠質瘤多半是小朋友得的，一般是哪個年紀的人比較多？", "common_in", "视神经胶质瘤", D),
    Q("我們家男生好像尿酸都很高，遺傳性高尿酸血症是不是男性比較多？", "common_in", "遗传性高尿酸血症", D, named="男性"),
    Q("打羽毛球跌倒时用手撑地，手腕一直痛，醫生說是腕舟狀骨骨折，這種骨折通常是什麼人比較常見？", "common_in", "腕舟状骨骨折",
      D),
    Q("我老公手臂皮下長了好幾顆軟軟的，切片說是血管脂肪瘤，這個多見於什麼人？", "common_in", "血管脂肪瘤", D),
    Q("女兒超音波報告寫「輸尿管囊腫或輸尿管膨出」，這個病通常是什麼人比較會有？", "common_in", "输尿管脱垂", D,
      mention="输尿管囊肿或输尿管膨出"),
    # prevalent_in
    Q("我們剛搬到美國康乃狄克州，鄰居說這邊萊姆病很多，萊姆病是不是主要在美國中北部和東北部流行？", "prevalent_in",
      "莱姆病", D, named="美国中北部和东北部"),
    Q("要去加勒比地區度蜜月，那邊有哪些病比較流行？需要先打疫苗嗎", "prevalent_in", "加勒比地区", RE),
    Q("教會要去撒哈拉以南非洲的農村做醫療服務，那邊血吸蟲病是不是很多？", "prevalent_in", "血吸虫病", D,
      named="撒哈拉以南非洲的农村"),
    Q("請問一下，鉛中毒一般在哪些地方比較容易發生呢？", "prevalent_in", "铅中毒", D),
    Q("出院紙寫住「部位未特指的消化性潰瘍」，呢個病喺邊啲地區比較多？", "prevalent_in", "部位未特指的消化性溃疡", D),
    # treated_with
    Q("寶寶得到輪狀病毒腸炎，一直拉肚子，要怎麼治療呀？", "treated_with", "轮状病毒肠炎", D),
    Q("我成日拗柴，骨科話係踝關節不穩，可唔可以做保守治療，唔使開刀？", "treated_with", "踝关节不稳", D,
      named="保守治疗"),
    Q("藥物性鼻炎聽說可以做低溫等離子微創療法，真的有效嗎？", "treated_with", "药物性鼻炎", D,
      named="低温等离子微创疗法"),
    Q("阿公腳趾都彎了，診斷是錘狀趾、槌狀趾、爪形趾，他八十幾歲了，一般有哪些治療方法？", "treated_with",
      "锤状趾、槌状趾、爪形趾", D),
    Q("老公喝酒喝到會幻聽，醫生說是酒精所致精神障礙，除了戒酒還有什麼治療方法？", "treated_with", "酒精所致精神障碍", D),
    Q("報告寫「眼—口腔—生殖器三聯症,白塞病」，仲有埋精神方面嘅問題，呢個要點樣醫？", "treated_with",
      "贝赫切特综合征伴发的精神障碍", D, mention="眼—口腔—生殖器三联症,白塞病"),
    # metastasizes_to
    Q("我媽是轉移性乳腺癌，醫生說要注意內乳淋巴結，真的會轉移到那裡嗎？", "metastasizes_to", "转移性乳腺癌", D,
      named="内乳淋巴结"),
    Q("體檢摸到鎖骨上淋巴結腫大，醫生叫我去排除癌症，一般哪些癌會轉移到鎖骨上淋巴結？", "metastasizes_to", "锁骨上淋巴结",
      BP),
    Q("銀屑病會唔會轉移去指甲㗎？阿爸啲指甲凹晒", "metastasizes_to", "银屑病", D, named="指甲"),
    Q("腿上的血栓如果脫落，可能會跑到身體哪些地方啊？", "metastasizes_to", "血栓", D),
    Q("鉛中毒會唔會影響到中樞神經系統？屋企啲舊油漆好多鉛", "metastasizes_to", "铅中毒", D, named="中枢神经系统"),
    # invades
    Q("我爸是NSCLC，最近聲音突然沙啞，會不會是侵犯到喉返神經？", "invades", "非小细胞肺癌", D, mention="NSCLC",
      named="喉返神经"),
    Q("哪些病會侵犯到膈神經？医生说我打嗝打不停可能跟这个有关", "invades", "膈神经", BP),
    Q("食物中毒會不會侵犯到結腸黏膜？拉到有血絲", "invades", "食物中毒", D, named="结肠黏膜"),
    Q("部位未特指的消化性潰瘍會唔會穿到背部？痛到成條背脊都痛", "invades", "部位未特指的消化性溃疡", D, named="背部"),
    # is_subtype_of
    Q("腳趾甲旁邊又紅又腫還流膿，醫生說是趾甲溝炎，這個算是哪一類的病？", "is_subtype_of", "趾甲沟炎", D),
    Q("痔瘡突然腫到好痛，醫生話係血栓性痔，佢係咪都係痔嘅一種？", "is_subtype_of", "血栓性痔", D, named="痔"),
    Q("戴隱形眼鏡戴太久，眼科說角膜擦傷，這個在分類上屬於什麼呢？", "is_subtype_of", "角膜擦伤", D),
    Q("阿公吃了幾十年止痛藥，現在腎不好，醫生寫鎮痛藥腎病，這個在疾病分類上歸到哪一類？", "is_subtype_of", "镇痛药肾病",
      D),
    Q("小朋友是過敏性鼻炎伴哮喘，這個在分類上算哪一種病？", "is_subtype_of", "过敏性鼻炎伴哮喘", D),
    Q("吃了某些药以后掉头发，医生说是藥物性雄激素性脫髮，這個屬於雄激素性脫髮嗎？", "is_subtype_of", "药物性雄激素性脱发",
      D, named="雄激素性脱发"),
    Q("喝了二十年酒，醫生說是酒精性肝硬變，它在分類上是屬於哪一種病呢？", "is_subtype_of", "酒精性肝硬变", D),
    # related_disease
    Q("我媽轉移性乳腺癌轉到骨頭，醫生說要小心病理性骨折，這兩個有關係嗎？", "related_disease", "转移性乳腺癌", D,
      named="病理性骨折"),
    Q("新聞說有人得了腦炎型狂犬病，一看到水就抽筋，跟恐水性痙攣有關嗎？", "related_disease", "脑炎型狂犬病", D,
      named="恐水性痉挛"),
    Q("醫生話阿爸有血管炎，又話要睇埋腎臟病變，兩樣有關係咩？", "related_disease", "血管炎", D, named="肾脏病变"),
    Q("我長期貧血，最近驗尿有蛋白，醫生提到繼發性腎小球腎炎，這跟貧血有關係嗎？", "related_disease", "贫血", D,
      named="继发性肾小球肾炎"),
    Q("在湖邊游完泳全身癢，醫生說是瘙癢性尾蚴性皮炎，跟血吸蟲病有關係嗎？", "related_disease", "血吸虫病", D,
      named="瘙痒性尾蚴性皮炎"),
    Q("我爸得了腦炎之後血鈉一直很低，醫生說是抗利尿激素分泌異常綜合徵，這跟腦炎有關嗎？", "related_disease", "脑炎", D,
      named="抗利尿激素分泌异常综合征"),
    # differential_diagnosis
    Q("阿爺突然半邊身冇力，醫生話要分清係腦梗死定係顱內出血，兩樣點分？", "differential_diagnosis", "脑梗死", D,
      named="颅内出血"),
    Q("住加州，家庭醫生說肝指數一直很高，可能是AIH，要跟非酒精性脂肪性肝炎分清楚，這兩個怎麼鑑別？",
      "differential_diagnosis", "自身免疫性肝炎", D, mention="AIH", named="非酒精性脂肪性肝炎"),
    Q("膀胱鏡看到腫瘤，醫生說要排除腎尿路上皮癌，跟膀胱癌要怎麼區分？", "differential_diagnosis", "膀胱癌", D,
      named="肾尿路上皮癌"),
    Q("醫生說我是自身免疫性胰腺炎，但還要排除膽管惡性腫瘤，這兩個要怎麼分辨？", "differential_diagnosis", "自身免疫性胰腺炎",
      D, named="胆管恶性肿瘤"),
    Q("我媽是轉移性乳腺癌，最近一直頭痛，醫生說要鑑別是不是腦癌，這兩個怎麼分？", "differential_diagnosis", "转移性乳腺癌",
      D, named="脑癌"),
    Q("我爸在美國看診，報告上寫 progressive supranuclear palsy，醫生說要跟帕金森病分清楚，這兩個要怎麼鑑別？",
      "differential_diagnosis", "进行性核上麻痹", D, mention="progressive supranuclear palsy", named="帕金森病"),
    # indicated_for
    Q("牙醫拔完智齒開了達先消腫，這個藥本來是治什麼的喔？", "indicated_for", "舍雷肽酶片", DR, mention="达先"),
    Q("阿爸晚晚起身去廁所，醫生開咗那妥，係咪醫前列腺增生㗎？", "indicated_for", "萘哌地尔片", DR, mention="那妥",
      named="前列腺增生"),
    Q("寶寶紅屁股，在國外的華人藥房買到中國的保英，包裝上的字看不太懂，是用來緩解尿布疹的嗎？", "indicated_for",
      "苯西卤铵乳膏", DR, mention="保英", named="缓解尿布疹"),
    Q("小孩很挑食，西藥房推薦伊加欣，這個主要是治什麼的？", "indicated_for", "葡萄糖酸锌咀嚼片", DR, mention="伊加欣"),
    Q("朋友從大陸帶了目秀眼藥水給我，這個主要是治什麼的？", "indicated_for", "萘敏维滴眼液", DR, mention="目秀"),
    Q("醫生開咗迪帕米俾阿爺，佢主要醫咩病㗎？", "indicated_for", "茶碱缓释胶囊", DR, mention="迪帕米"),
    Q("中藥行老闆推薦芎菊上清片，這個主要治什麼哈？", "indicated_for", "芎菊上清片", DR),
    # has_adverse_reaction
    Q("媽媽在大陸拿的平能，吃了一陣子說腳有點腫，這個藥有哪些副作用？", "has_adverse_reaction", "苯磺酸氨氯地平胶囊", DR,
      mention="平能"),
    Q("月經痛都吃倍利，吃久了會有什麼副作用嗎？", "has_adverse_reaction", "萘普生钠胶囊", DR, mention="倍利"),
    Q("食咗比特諾爾之後大便黑黑哋，佢有啲咩副作用？", "has_adverse_reaction", "胶体酒石酸铋胶囊", DR, mention="比特诺尔"),
    Q("爸爸降膽固醇吃理舒達，要注意哪些不良反應呢？", "has_adverse_reaction", "辛伐他汀胶囊", DR, mention="理舒达"),
    Q("必纳维吃了会不会QT間期延長？我本身心律就不整", "has_adverse_reaction", "西沙必利胶囊", DR, mention="必纳维",
      named="QT间期延长"),
    Q("吃了捷賜瑞以後一直乾咳，咳嗽是這個藥的副作用嗎？", "has_adverse_reaction", "赖诺普利片", DR, mention="捷赐瑞",
      named="咳嗽"),
    Q("穀維素片吃久了會有什麼副作用嗎？我是吃來調自律神經的", "has_adverse_reaction", "谷维素片", DR),
    # has_ingredient
    Q("朋友從大陸帶回來的天士力滴丸，裡面有哪些成分？", "has_ingredient", "芪参益气滴丸", DR, mention="天士力"),
    Q("阿婆小便有血，有人介紹銘鼎，入面有啲咩成分？", "has_ingredient", "血尿安片", DR, mention="铭鼎"),
    Q("在德國買的艾者思通便顆粒，中文说明书写得很简略，裡面到底有哪些成分？", "has_ingredient", "车前番泻颗粒", DR,
      mention="艾者思"),
    Q("要带西泰孟回澳洲，听说海关对可待因很严，它裡面是不是有磷酸可待因？", "has_ingredient", "萘普待因片", DR,
      mention="西泰孟", named="磷酸可待因"),
    Q("醫生幫我媽打握爾泰，聽說是靈芝做的，裡面真的有靈芝嗎？", "has_ingredient", "薄芝糖肽注射液", DR, mention="握尔泰",
      named="灵芝"),
    Q("要出國玩，帶了備疏感冒藥，裡面有沒有鹽酸偽麻黃鹼？怕過海關有問題", "has_ingredient", "贝敏伪麻片", DR,
      mention="备疏", named="盐酸伪麻黄碱"),
    Q("輔酶Q10軟膠囊裡面除了Q10還有什麼成分？", "has_ingredient", "辅酶Q10软胶囊", DR),
    # is_a_level3
    Q("阿爸食開疏爾，佢係咪屬於α1受體阻滯劑㗎？", "is_a_level3", "萘哌地尔胶囊", DR, mention="疏尔",
      named="α1受体阻滞剂"),
    Q("中風後醫生開了蚓激酶腸溶膠囊，這個算是哪一類的藥？健保有給付嗎", "is_a_level3", "蚓激酶肠溶胶囊", DR),
    Q("住院時打點滴加的泰為美，是抑制胃酸分泌藥嗎？", "is_a_level3", "西咪替丁注射液", DR, mention="泰为美",
      named="抑制胃酸分泌药"),
    Q("懷孕的時候醫生開了葡萄糖酸鎂顆粒，這是什麼類別的藥？", "is_a_level3", "葡萄糖酸镁颗粒", DR),
    Q("外婆记性越来越差，医生开了三乐喜，這個是屬於哪一類的藥呀？", "is_a_level3", "茴拉西坦胶囊", DR, mention="三乐喜"),
    Q("苯扎貝特緩釋片是降什麼的？在用途上算哪一類？", "is_a_level3", "苯扎贝特缓释片", DR),
    # belongs_to
    Q("醫生開咗致欣控制血壓，佢喺藥物分類上屬於邊一類？", "belongs_to", "西尼地平片", DR, mention="致欣"),
    Q("沙普爾是不是非甾體抗炎藥？我胃不好怕傷胃", "belongs_to", "贝诺酯分散片", DR, mention="沙普尔",
      named="非甾体抗炎药"),
    Q("比智高到底是藥還是保健品啊？孩子可以天天吃嗎", "belongs_to", "赖氨酸磷酸氢钙颗粒", DR, mention="比智高",
      named="保健品"),
    Q("西地磷酸苯丙哌林泡騰片在藥品分類上屬於哪一類？", "belongs_to", "西地磷酸苯丙哌林泡腾片", DR),
    Q("爽爾利是青黴素類的嗎？我對盤尼西林過敏", "belongs_to", "苯唑西林钠胶囊", DR, mention="爽尔利", named="青霉素类"),
    Q("蠟樣芽孢桿菌活菌膠囊在藥品分類上算哪一類？是益生菌嗎", "belongs_to", "蜡样芽孢杆菌活菌胶囊", DR),
    # drug_has_alias
    Q("小朋友打的脊髓灰質炎滅活疫苗，是不是也叫愛寶維？", "drug_has_alias", "脊髓灰质炎灭活疫苗", DR, named="爱宝维"),
    Q("依思汀係邊隻藥嘅別名？醫生寫喺藥單上", "drug_has_alias", "依思汀", AL),
    Q("偏頭痛吃的善清，跟歐立停是同一個藥嗎？", "drug_has_alias", "苯甲酸利扎曲普坦片", DR, mention="善清",
      named="欧立停"),
    Q("萘普生鈉片還有什麼別的名字呀？", "drug_has_alias", "萘普生钠片", DR),
    Q("藥袋上印的是諾和銳®30，這是哪一個藥的別名？", "drug_has_alias", "诺和锐®30", AL),
    # mainly_treats
    Q("台南的菱角也能入藥嗎？菱角主要治什麼病？", "mainly_treats", "野菱根", M, mention="菱角"),
    Q("山上摘的爬山虎，聽說是一味草藥，它主要治哪些病？", "mainly_treats", "野苦梨", M, mention="爬山虎"),
    Q("菜市場買的水芹菜，老人家說可以入藥，主要治哪些病？", "mainly_treats", "野鹅脚板", M, mention="水芹菜"),
    Q("花園種的高山積雪，聽講都係草藥，主要醫咩病？", "mainly_treats", "银边翠", M, mention="高山积雪"),
    Q("阿公說山上的白肉白匏仔可以治胃病，這個主要治哪些病？", "mainly_treats", "野梧桐", M, mention="白肉白匏仔"),
    Q("台灣人說楊桃汁可以顧喉嚨，陽桃真的能治咽痛嗎？", "mainly_treats", "阳桃", M, named="咽痛"),
    Q("野牡丹根主要治什麼病？婆婆说可以治拉肚子", "mainly_treats", "野牡丹根", M),
    # has_efficacy
    Q("中藥行說有一味土官桂，不是肉桂，它有什麼功效？", "has_efficacy", "钓樟根皮", M, mention="土官桂"),
    Q("藥方入面有臭花椒皮，聽落好臭，佢有咩功效？", "has_efficacy", "野花椒皮", M, mention="臭花椒皮"),
    Q("鄉下人叫的大白葉仔，聽說可以止瀉，它有什麼功效？", "has_efficacy", "银叶树", M, mention="大白叶仔"),
    Q("麵筋也可以入藥耶？它有什麼功效啊？", "has_efficacy", "面筋", M),
    Q("古書上說雀腦可以入藥，它有什麼功效？", "has_efficacy", "雀脑", M),
    Q("陽明山的山櫻花也能入藥？它有什麼功效？", "has_efficacy", "野樱花", M, mention="山樱花"),
    # distributed_in
    Q("小火繩這種草藥，台灣有沒有？", "distributed_in", "野火绳", M, mention="小火绳", named="台湾"),
    Q("都鹹子樹皮主要產在哪裡？", "distributed_in", "都咸子树皮", M),
    Q("唔該問下，陽桃根喺邊度有出產？香港有冇㗎？", "distributed_in", "阳桃根", M),
    Q("野桐這味藥主要分布在哪些地方？", "distributed_in", "野梧桐", M, mention="野桐"),
    Q("阿爾泰扭藿香主要分布在哪裡呀？", "distributed_in", "阿尔泰扭藿香", M),
    Q("水柳这种药材主要長在哪些省呢？", "distributed_in", "银叶柳", M, mention="水柳"),
    # material_has_alias
    Q("豆腐渣果是不是也叫豆腐果？", "material_has_alias", "豆腐渣果", M, named="豆腐果"),
    Q("見血住還有什麼別的名字嗎？在西藥房問不到啦", "material_has_alias", "见血住", M),
    Q("過山楓有哪些別名？中藥行的人講的名字都不一樣", "material_has_alias", "过山枫", M),
    Q("迎春花根仲有咩其他名？", "material_has_alias", "迎春花根", M),
    Q("雞眼睛皮是哪一味藥材的別名？", "material_has_alias", "鸡眼睛皮", AL),
    Q("臭勒皮係邊味藥材嘅別名嚟㗎？", "material_has_alias", "臭勒皮", AL),
    Q("豆豆苗不是菜市場賣的豆苗吧？它是哪一味藥材的別名", "material_has_alias", "豆豆苗", AL),
    # composed_of
    Q("哪些方子裡有用到紅粉？聽說紅粉有毒", "composed_of", "红粉", IN),
    Q("海蛤散裡用的芒消，是不是就是芒硝？方子裡真的有芒消嗎", "composed_of", "海蛤散", F, named="芒消"),
    Q("利氣丸方子入面係咪有川軍？", "composed_of", "琥珀利气丸", F, mention="利气丸", named="川军"),
    Q("白清胃散裡用的是生硼砂嗎？", "composed_of", "白清胃散", F, named="生硼砂"),
    Q("碧玉散裡有红枣肉嗎？想自己在家做", "composed_of", "碧玉散", F, named="红枣肉"),
    Q("古方拔生膏寫「雄黃等」，那就是有雄黃對吧？", "composed_of", "拔生膏", F, named="雄黄等"),
    # formula_has_efficacy
    Q("茵陳蒿湯是不是可以退黃？寶寶黃疸一直退不掉", "formula_has_efficacy", "茵陈蒿汤", F, named="退黄"),
    Q("藿香正氣散除了治腸胃型感冒，有解表化濕的作用嗎？", "formula_has_efficacy", "藿香正气散", F, named="解表化湿"),
    Q("我平常吃加味逍遙散，那逍遙散本身有養血健脾的功效嗎？", "formula_has_efficacy", "逍遥散", F, named="养血健脾"),
    Q("葛根芩連湯可唔可以解表清裏？個仔發燒又肚瀉", "formula_has_efficacy", "葛根芩连汤", F, named="解表清里"),
    Q("貝母瓜蔞湯能潤肺清熱嗎？一到秋天就乾咳", "formula_has_efficacy", "贝母瓜蒌汤", F, named="润肺清热"),
    Q("有哪些方子可以理氣化痰？", "formula_has_efficacy", "理气化痰", EF),
    # prescribed_for
    Q("古書說葦莖湯治肺癰，肺癰真的可以用葦莖湯嗎？", "prescribed_for", "苇茎汤", F, named="肺痈"),
    Q("咳嗽痰很多又清稀，中醫開苓甘五味薑辛湯，是治寒飲咳嗽的嗎？", "prescribed_for", "苓甘五味姜辛汤", F,
      named="寒饮咳嗽"),
    Q("阿爸成日腰痛腳軟，中醫話可以食腎氣丸，真係醫呢個㗎？", "prescribed_for", "肾气丸", F, named="腰痛脚软"),
    Q("小朋友陰囊腫脹，老中醫說可以用禹功散，是真的嗎？", "prescribed_for", "禹功散", F, named="阴囊肿胀"),
    Q("下巴長了一顆顆會流黃水的，中醫說是燕窩瘡，有哪些方子能治？", "prescribed_for", "燕窝疮", D),
    Q("連朴飲是不是治湿热霍乱的？上吐下瀉好幾天了", "prescribed_for", "连朴饮", F, named="湿热霍乱"),
    # formula_has_alias
    Q("慢脾風是不是也叫脾風？", "formula_has_alias", "慢脾风", F, named="脾风"),
    Q("澳門中藥房張單寫住黃耆湯，係邊條方嘅別名？", "formula_has_alias", "黄耆汤", AL),
    Q("琥珀利氣丸在別的書裡還叫什麼呢？", "formula_has_alias", "琥珀利气丸", F),
    Q("菝葜八味湯還有哪些別的名字？", "formula_has_alias", "菝葜八味汤", F),
    # check_for_disease
    Q("从马来西亚森林回来一直发烧，醫生抽血做血塗片檢查，是要查瘧疾嗎？", "check_for_disease", "血涂片检查", C,
      named="疟疾"),
    Q("量血壓除了看高血壓，血壓檢查還能查出哪些病？", "check_for_disease", "血压检查", C),
    Q("要做近視雷射前，眼科用角膜內皮細胞計數儀檢查，這個可以查出哪些病？", "check_for_disease", "角膜内皮细胞计数仪", C),
    Q("阿爺成日頭暈冇力，醫生抽血做血清鈉檢查，係咪查低鈉血症？", "check_for_disease", "血清钠检查", C,
      named="低钠血症"),
    Q("小孩咳很久，醫生做血支原體抗體測定，這個可以查出哪些病？", "check_for_disease", "血支原体抗体测定", C),
    Q("健康檢查有一項血清載脂蛋白E測定，這是在查什麼病啊？", "check_for_disease", "血清载脂蛋白E测定", C),
    # check_for_symptom
    Q("醫生幫我驗血漿游離皮質醇，這個通常是有什麼症狀才要驗？", "check_for_symptom", "血浆游离皮质醇", C),
    Q("眼睛痛去看眼科，醫生做角膜染色法，這個檢查是針對哪些症狀？", "check_for_symptom", "角膜染色法", C),
    Q("我哋屋企有地中海貧血，醫生叫驗血紅蛋白A2，係咪因為貧血先驗？", "check_for_symptom", "血红蛋白A2", C,
      named="贫血"),
    Q("孩子上吐下瀉，醫院做了血清陽離子測定，這是針對什麼症狀？", "check_for_symptom", "血清阳离子测定", C),
    Q("報告上有一項血清补体C7含量，这是因为什么症状才验的？", "check_for_symptom", "血清补体C7含量", C),
    Q("身上常常出現紫斑，醫生做血管壁的檢測，是針對紫癜嗎？", "check_for_symptom", "血管壁的检测", C, named="紫癜"),
    # performed_by
    Q("請問腦電圖檢查要去哪一科做？第一次在台大醫院掛號有點搞不清楚", "performed_by", "脑电图检查", C),
    Q("個仔要做EEG，係咪去神經科做？", "performed_by", "脑电图检查", C, mention="EEG", named="神经科"),
    Q("神經科通常可以做哪些檢查呢？", "performed_by", "神经科", DEP),
    Q("約了無痛胃鏡檢查，報到時要去哪個科喔？", "performed_by", "无痛胃镜检查", C),
    # check_has_alias
    Q("超聲內鏡檢查的英文縮寫是什麼？台灣這邊好像都叫內視鏡超音波", "check_has_alias", "超声内镜检查", C),
    Q("在新加坡的醫院預約了EUS，這是哪一項檢查的縮寫？", "check_has_alias", "EUS", AL),
    Q("英國醫院寄來的信寫 electroencephalogram，是不是就是腦電圖檢查？", "check_has_alias", "脑电图检查", C,
      named="electroencephalogram"),
    Q("靜脈腎盂排泄造影係咩檢查嚟㗎？醫生寫喺轉介信度", "check_has_alias", "静脉肾盂排泄造影", AL),
]


if __name__ == "__main__":
    raise SystemExit(main_checking_aliases(QUESTIONS, OUT, "day54"))
