import type { AreaMessages } from './catalogue';

/** Face sign-in and face pictures: what the model saw in a picture, and face sign-in's refusals. */
export const faceMessages: AreaMessages = {
  en: {
    'faces.guidance.noFace': 'No face can be seen. Look straight into the camera.',
    'faces.guidance.severalFaces':
      'More than one face can be seen. Only the person signing in should be in the picture.',
    'faces.guidance.tooDark': 'The picture is too dark. Find more light or turn towards it.',
    'faces.busy': 'Face recognition is busy. Try again in a moment.',
    'faces.liveness.turnMissing': 'Face sign-in here needs a second picture with the head turned to a side.',
    'faces.liveness.notSamePerson': 'The two pictures show different people.',
    'faces.liveness.noTurn': 'The head did not turn between the two pictures. A photograph cannot sign in.',
    'faces.accountDisabled': 'Your face was recognised, but your account is disabled. Ask an administrator.',
    'faces.noFaceInPicture': 'shows no face the model can find; choose a sharp picture of the face from the front',
    'faces.severalFacesInPicture': 'shows more than one face; choose a picture of this person alone',
  },
  'zh-Hans': {
    'faces.guidance.noFace': '未检测到人脸，请正视摄像头。',
    'faces.guidance.severalFaces': '画面中有多张人脸，请只让登录的人留在画面中。',
    'faces.guidance.tooDark': '画面太暗，请到光线更好的地方或面向光源。',
    'faces.busy': '人脸识别正忙，请稍后再试。',
    'faces.liveness.turnMissing': '此处刷脸登录需要第二张转头的照片。',
    'faces.liveness.notSamePerson': '两张照片中不是同一个人。',
    'faces.liveness.noTurn': '两张照片之间头部没有转动。照片无法用于登录。',
    'faces.accountDisabled': '已识别您的人脸，但您的账号已停用，请联系管理员。',
    'faces.noFaceInPicture': '中找不到人脸，请选择一张清晰的正面照片',
    'faces.severalFacesInPicture': '中有多张人脸，请选择只有此人的照片',
  },
  'de-DE': {
    'faces.guidance.noFace': 'Es ist kein Gesicht zu sehen. Bitte direkt in die Kamera schauen.',
    'faces.guidance.severalFaces':
      'Es sind mehrere Gesichter zu sehen. Nur die Person, die sich anmeldet, sollte im Bild sein.',
    'faces.guidance.tooDark': 'Das Bild ist zu dunkel. Bitte für mehr Licht sorgen oder sich dem Licht zuwenden.',
    'faces.busy': 'Die Gesichtserkennung ist ausgelastet. Bitte gleich noch einmal versuchen.',
    'faces.liveness.turnMissing':
      'Die Anmeldung mit Gesicht braucht hier ein zweites Bild mit zur Seite gedrehtem Kopf.',
    'faces.liveness.notSamePerson': 'Die beiden Bilder zeigen verschiedene Personen.',
    'faces.liveness.noTurn':
      'Der Kopf hat sich zwischen den beiden Bildern nicht gedreht. Ein Foto kann sich nicht anmelden.',
    'faces.accountDisabled':
      'Ihr Gesicht wurde erkannt, aber Ihr Konto ist deaktiviert. Bitte wenden Sie sich an einen Administrator.',
    'faces.noFaceInPicture':
      'zeigt kein Gesicht, das erkannt wird; bitte ein scharfes Bild des Gesichts von vorn wählen',
    'faces.severalFacesInPicture': 'zeigt mehr als ein Gesicht; bitte ein Bild dieser Person allein wählen',
  },
};
